import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField, inputModes, textFieldTypes, type TextFieldProps } from './TextField.tsx';

const required = 'Это поле является обязательным';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Телефон',
    placeholder: '998 90 123 45 67',
    onValueChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    inputMode: { control: 'select', options: inputModes },
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
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'Номер, на который зарегистрирован сотрудник' },
};

/** Typing reports every change through `onValueChange`. */
export const Typing: Story = {
  args: { label: 'Имя', placeholder: undefined },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Имя' });
    await userEvent.type(input, 'Азиз');
    await expect(input).toHaveValue('Азиз');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Азиз');
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
  },
};

/**
 * Near its `maxLength` the field counts the characters, described to screen readers with the field; at the limit
 * the input takes no more and the count says so.
 */
export const CountsNearItsLimit: Story = {
  args: { label: 'Причина', placeholder: undefined, maxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Причина' });
    await userEvent.type(input, 'Порван лист');
    await expect(canvas.queryByText(/^Знаков:/)).not.toBeInTheDocument();
    await userEvent.type(input, ' подписи');
    await expect(canvas.getByText('Знаков: 19 / 20')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Знаков: 19 / 20');
    await userEvent.type(input, ' и печати');
    await expect(input).toHaveValue('Порван лист подписи ');
    await expect(canvas.getByText('Знаков: 20 / 20')).toHaveAttribute('data-full');
  },
};

export const WithDescription: Story = {
  args: { description: 'Формат: 998 XX XXX XX XX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
      'Формат: 998 XX XXX XX XX',
    );
  },
};

export const Filled: Story = {
  args: { defaultValue: '998901234567' },
};

/** Required: a mark beside the label, `aria-required` on the input. The message comes from the app. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Телефон/ })).toBeRequired();
  },
};

/** An error message marks the field invalid and is linked to it with aria-describedby. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: required, description: 'Формат: 998 XX XXX XX XX' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Телефон/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = canvas.getByText(required);
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(describedBy).toContain(message.closest('[id]')?.id);
    await expect(input).toHaveAccessibleDescription(`Формат: 998 XX XXX XX XX ${required}`);
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '998901234567' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Телефон' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('998901234567');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '998901234567' },
};

/** Phone input: the phone keypad on phones, autofill, and at most 12 digits. */
export const Phone: Story = {
  args: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', name: 'phone', maxLength: 12 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Телефон' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    // The browser enforces maxlength on typing (user-event does not simulate it for type="tel").
    await expect(input).toHaveAttribute('maxlength', '12');
    await userEvent.type(input, '998901234567');
    await expect(input).toHaveValue('998901234567');
  },
};

function ControlledField(props: TextFieldProps) {
  const [value, setValue] = useState('998');
  return (
    <Stack gap="2">
      <TextField
        {...props}
        value={value}
        onValueChange={(next) => {
          // Only digits: a controlled field can refuse input.
          setValue(next.replace(/\D/g, ''));
          props.onValueChange?.(next);
        }}
      />
      <Text tone="muted" size="xs">
        {`value: ${value}`}
      </Text>
    </Stack>
  );
}

/** `value` + `onValueChange`: the owner decides what the field shows. */
export const Controlled: Story = {
  render: (args) => <ControlledField {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9a0');
    await expect(input).toHaveValue('99890');
    await expect(canvas.getByText('value: 99890')).toBeInTheDocument();
  },
};

/** The error is announced when it appears: it is rendered inside a polite live region. */
export const ErrorAppears: Story = {
  render: (args) => <ValidatingField {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Телефон/ });
    await expect(canvas.queryByText(required)).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(required);
    await userEvent.type(input, '998');
    await expect(canvas.queryByText(required)).not.toBeInTheDocument();
    await expect(input).not.toBeInvalid();
  },
};

function ValidatingField(props: TextFieldProps) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <TextField
      {...props}
      isRequired
      value={value}
      onValueChange={setValue}
      onBlur={() => setTouched(true)}
      errorMessage={touched && value === '' ? required : undefined}
    />
  );
}
