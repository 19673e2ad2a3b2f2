import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { validationMessages } from '../FormField/formMessages.ts';
import { branchOptions } from './demoOptions.ts';
import { Select } from './Select.tsx';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Филиал', options: branchOptions, onValueChange: fn() },
  argTypes: {
    options: { control: false },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Филиал/ });
    await expect(trigger).toHaveTextContent('Выберите…');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // The popover fades in: visible once its animation has started.
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(screen.getByRole('option', { name: 'Самарканд' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('samarkand');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Самарканд');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'tashkent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Филиал/ })).toHaveTextContent('Ташкент');
  },
};

/** Keyboard: Enter opens, arrows move (skipping disabled options), Enter picks, Escape closes; focus returns. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: /Филиал/ });
    await step('Tab reaches the trigger, Enter opens on the first option', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('listbox');
      await waitFor(() => expect(screen.getByRole('option', { name: /Ташкент/ })).toHaveFocus());
    });
    await step('arrows move, Enter picks and focus returns', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('bukhara');
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('ArrowDown opens, Escape closes without changing the value', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(trigger).toHaveTextContent('Бухара');
    });
  },
};

export const DisabledOption: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Филиал/ }));
    const fergana = await screen.findByRole('option', { name: 'Фергана' });
    await expect(fergana).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fergana);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    errorMessage: validationMessages.ru.branchRequired,
    description: 'Куда прикреплён сотрудник',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Филиал/ });
    await expect(trigger).toHaveAccessibleDescription(
      `Куда прикреплён сотрудник ${validationMessages.ru.branchRequired}`,
    );
    // The hidden native select carries the validity for forms.
    await expect(canvas.getByText(validationMessages.ru.branchRequired)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'tashkent' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Филиал/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** No options: the list opens with 'Нет данных'. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Филиал/ }));
    await expect(await screen.findByText('Нет данных')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Filial', options: [] },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Filial/ });
    await expect(trigger).toHaveTextContent('Tanlang…');
    await userEvent.click(trigger);
    await expect(await screen.findByText('Maʼlumot yoʻq')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Филиал', options: [] },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Филиал/ });
    await expect(trigger).toHaveTextContent('Танланг…');
    await userEvent.click(trigger);
    await expect(await screen.findByText('Маълумот йўқ')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Open in the dark theme (the list stays open for the axe check and for designers). */
export const DarkThemeOpen: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'samarkand' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Филиал/ }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
  },
};
