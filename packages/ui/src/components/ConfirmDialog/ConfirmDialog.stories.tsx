import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, confirmTones } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Удалить роль?',
    children: 'Роль «Кладовщик» будет удалена. Пользователи с этой ролью потеряют её разрешения.',
    confirmLabel: 'Удалить',
    cancelLabel: 'Отмена',
    tone: 'critical',
    trigger: <Button tone="critical">Удалить роль</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmTones },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Cancel: Enter cancels, it never confirms by accident. */
export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить роль' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить роль?' });
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Удалить роль' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // React Aria gives focus back once the closing animation ends.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Confirms: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить роль' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A non-destructive confirmation. */
export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Отправить на доставку?',
    children: 'Заявка KR-000123 будет отправлена на погрузку.',
    confirmLabel: 'Отправить',
    trigger: undefined,
    defaultOpen: true,
  },
};

/** While the action runs the confirm button ignores presses. */
export const Pending: Story = {
  args: { trigger: undefined, defaultOpen: true, isPending: true, pendingLabel: 'Удаление…' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удаление…' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};
