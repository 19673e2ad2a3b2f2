import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Button, buttonSizes, buttonTones, buttonTypes, type ButtonProps } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: {
    children: 'Войти',
    tone: 'primary',
    size: 'md',
    onPress: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'inline-radio', options: buttonTypes },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** One primary action per screen; secondary and ghost for the rest; critical for destructive actions. */
export const Tones: Story = {
  render: (args) => (
    <Stack direction="row" gap="3" wrap align="center">
      <Button {...args} tone="primary">
        Сохранить
      </Button>
      <Button {...args} tone="secondary">
        Отмена
      </Button>
      <Button {...args} tone="critical">
        Удалить
      </Button>
      <Button {...args} tone="ghost">
        Подробнее
      </Button>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="3" align="center">
      <Button {...args} size="sm">
        Маленькая
      </Button>
      <Button {...args} size="md">
        Обычная
      </Button>
    </Stack>
  ),
};

export const Secondary: Story = { args: { tone: 'secondary', children: 'Отмена' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Удалить' } };
export const Ghost: Story = { args: { tone: 'ghost', children: 'Подробнее' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <Stack direction="row" gap="3">
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {args.children}
        </Button>
      ))}
    </Stack>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Войти' });
    for (const button of buttons) {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While the action runs: a spinner, the button named by `pendingLabel`, and no second press. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Выполняется вход…' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Выполняется вход…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SaveButton(props: ButtonProps) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isPending={isPending}
      onPress={() => {
        props.onPress?.();
        setPending(true);
      }}
    />
  );
}

/** Pressed once, the button turns pending: further clicks and keys do nothing, focus stays on it. */
export const BecomesPending: Story = {
  args: { children: 'Сохранить', pendingLabel: 'Сохранение…' },
  render: (args) => <SaveButton {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    const pending = await canvas.findByRole('button', { name: 'Сохранение…' });
    await expect(pending).toHaveFocus();
    await userEvent.click(pending);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Without a pending label the spinner is decorative and the button keeps its name. */
export const PendingWithoutLabel: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Войти' });
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Войти' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

/**
 * `type="submit"` submits its form, also on Enter in a field. A pending submit button does not (and in a
 * form of two or more fields, as the sign-in form, Enter does nothing while pending).
 */
export const SubmitsForm: Story = {
  args: { type: 'submit' },
  render: (args) => (
    <form onSubmit={onSubmit} aria-label="Вход">
      <Stack gap="3">
        <input aria-label="Телефон" name="phone" />
        <input aria-label="Пароль" name="password" type="password" />
        <Button {...args} />
      </Stack>
    </form>
  ),
  play: async ({ canvas, userEvent, step }) => {
    onSubmit.mockClear();
    await step('clicking submits', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
      await expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    await step('Enter in a field submits', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Телефон' }), '998{Enter}');
      await expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  },
};

export const PendingDoesNotSubmit: Story = {
  args: { type: 'submit', isPending: true, pendingLabel: 'Выполняется вход…' },
  render: SubmitsForm.render,
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Телефон' }), '998{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Выполняется вход…' }));
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
