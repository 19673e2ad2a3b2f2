import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Показывать филиалы', onValueChange: fn() },
  argTypes: { children: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Показывать филиалы' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Показывать филиалы'));
    await expect(toggle).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Показывать филиалы' })).toBeChecked();
  },
};

/** Space toggles the focused switch. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Показывать филиалы' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { children: 'Основной склад', description: 'Товары поступают сначала сюда' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Основной склад' })).toHaveAccessibleDescription(
      'Товары поступают сначала сюда',
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="2">
      <Switch {...args} isDisabled>
        Выключен
      </Switch>
      <Switch {...args} isDisabled defaultValue>
        Включён
      </Switch>
    </Stack>
  ),
  play: async ({ canvas, args, userEvent }) => {
    for (const toggle of canvas.getAllByRole('switch')) await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Выключен'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Stack gap="2">
      <Switch {...args}>Выключен</Switch>
      <Switch {...args} defaultValue>
        Включён
      </Switch>
      <Switch {...args} isDisabled>
        Недоступен
      </Switch>
    </Stack>
  ),
};
