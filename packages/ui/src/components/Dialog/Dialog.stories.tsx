import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, dialogRoles, dialogSizes } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Комментарий к заявке',
    trigger: <Button tone="secondary">Добавить комментарий</Button>,
    closeLabel: 'Закрыть',
    size: 'md',
    role: 'dialog',
    onOpenChange: fn(),
    children: (
      <>
        <Text>Комментарий увидят все сотрудники филиала.</Text>
        <TextField label="Комментарий" />
      </>
    ),
    footer: (close: () => void) => (
      <>
        <Button tone="secondary" onPress={close}>
          Отмена
        </Button>
        <Button onPress={close}>Сохранить</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: dialogRoles },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The trigger opens it; focus moves inside and Tab cannot leave it; Escape closes it and focus
 * returns to the trigger.
 *
 * The modal's code loads on demand, once per page. This is the first story to open the dialog (the test run gives
 * each story file a fresh page), so its press comes before the code has arrived: the press is kept and the dialog
 * opens when the code arrives. (In Storybook's UI, reload the page before replaying it.)
 */
export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Добавить комментарий' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Focus asks for the code; the press comes in the same moment, before it can have arrived.
    trigger.focus();
    fireEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Комментарий к заявке' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria gives focus back once the closing animation ends.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A footer action closes it through `close`; focus returns to the trigger, which is then collapsed again. */
export const FooterAction: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Добавить комментарий' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Комментарий к заявке' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opened again from the keyboard.
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The corner button (named by `closeLabel`) and footer actions close it via `close`. */
export const CloseButton: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Комментарий к заявке' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled with `isOpen`: the app opens it (no trigger). */
export const Open: Story = {
  args: { isOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Комментарий к заявке' });
    // Visible once the opening animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Small: Story = { args: { isOpen: true, trigger: undefined, size: 'sm' } };
export const Large: Story = { args: { isOpen: true, trigger: undefined, size: 'lg' } };

/** Not dismissable by an outside click; Escape still closes. */
export const NotDismissable: Story = {
  args: { defaultOpen: true, trigger: undefined, isDismissable: false, closeLabel: undefined },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
