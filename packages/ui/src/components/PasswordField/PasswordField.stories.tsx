import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: {
    label: 'Пароль',
    visibilityToggleLabel: 'Показать пароль',
    onValueChange: fn(),
    onPasswordVisibleChange: fn(),
  },
  argTypes: {
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Hidden by default: the input is `type="password"` and autofills the current password. */
export const Hidden: Story = {
  args: { defaultValue: 'karvon-admin' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Пароль');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Shown: Story = {
  args: { defaultValue: 'karvon-admin', defaultPasswordVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Пароль' })).toHaveValue('karvon-admin');
    await expect(canvas.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The toggle shows and hides the password, by pointer and by keyboard, keeping the value. */
export const ToggleVisibility: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText('Пароль');
    await userEvent.type(input, 'секрет');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('секрет');
    const toggle = canvas.getByRole('button', { name: 'Показать пароль' });

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPasswordVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveValue('секрет');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Это поле является обязательным' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Пароль/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Это поле является обязательным');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'karvon-admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Пароль')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Показать пароль' })).toBeDisabled();
  },
};
