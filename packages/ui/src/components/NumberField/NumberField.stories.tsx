import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { validationMessages } from '../FormField/formMessages.ts';
import { NumberField, numberFieldUnits, type NumberFieldProps } from './NumberField.tsx';

/** Group separators differ by ICU version (no-break space or narrow no-break space). */
const spaced = (text: string) => text.replace(/\s/g, ' ');

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Сумма', unit: 'sum', onValueChange: fn() },
  argTypes: {
    unit: { control: 'inline-radio', options: numberFieldUnits },
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
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: 1500000, description: 'Сумма к оплате' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Сумма/ });
    await expect(spaced((input as HTMLInputElement).value)).toBe('1 500 000');
  },
};

/** Typed digits are grouped on commit (blur) and reported as a number. */
export const Formatting: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // The unit is part of the field's name for screen readers ('Сумма, сум').
    const input = canvas.getByRole('textbox', { name: /^Сумма\s*, сум$/ });
    await userEvent.type(input, '2500000');
    await userEvent.tab();
    await expect(spaced((input as HTMLInputElement).value)).toBe('2 500 000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2500000);
    await expect(canvas.getByText('сум')).toBeVisible();
  },
};

/**
 * Nothing typed is rewritten into another number: out of range, negative or not whole, the number stays as typed
 * (grouped on blur) and is reported as typed, for the form to refuse with its sentence. React Aria's own field
 * clamped 0 to 1 and 999999 to the maximum, and dropped a minus or a decimal point ('1.5' became 15 in Russian).
 */
export const TypedAsIs: Story = {
  args: { unit: 'none', label: 'Минуты', minValue: 1, maxValue: 10080 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Минуты' });
    const typed = [
      ['0', '0', 0],
      ['999999', '999 999', 999999],
      ['-5', '-5', -5],
      ['1.5', '1,5', 1.5],
      ['2,25', '2,25', 2.25],
      ['10 080', '10 080', 10080],
    ] as const;
    for (const [keys, shown, reported] of typed) {
      await userEvent.clear(input);
      await userEvent.type(input, keys);
      await userEvent.tab();
      await expect(spaced((input as HTMLInputElement).value)).toBe(shown);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(reported);
    }
    // Letters are not taken at all; a lone minus is an empty field.
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '-');
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

/** Arrow keys and the − / + buttons step within min / max; a button at its limit is disabled. */
export const MinMaxAndSteps: Story = {
  args: { unit: 'none', label: 'Количество', defaultValue: 9, minValue: 0, maxValue: 10, step: 1 },
  play: async ({ canvas, args, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Количество' });
    const plus = canvas.getByRole('button', { name: /^Увеличить/ });
    const minus = canvas.getByRole('button', { name: /^Уменьшить/ });
    await step('buttons step and stop at the maximum', async () => {
      await userEvent.click(plus);
      await expect(input).toHaveValue('10');
      await expect(plus).toBeDisabled();
      await userEvent.click(minus);
      await expect(input).toHaveValue('9');
    });
    await step('arrow keys step', async () => {
      input.focus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(input).toHaveValue('7');
      await userEvent.keyboard('{ArrowUp}');
      await expect(input).toHaveValue('8');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(8);
    });
    await step('a typed value above the maximum stays as typed; a step brings it back within', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '250');
      await userEvent.tab();
      await expect(input).toHaveValue('250');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(250);
      await expect(plus).toBeDisabled();
      await userEvent.click(minus);
      await expect(input).toHaveValue('10');
    });
    await step('the step buttons are not tab stops', async () => {
      input.focus();
      await userEvent.tab();
      await expect(plus).not.toHaveFocus();
      await expect(minus).not.toHaveFocus();
    });
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: validationMessages.ru.required },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Сумма/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(validationMessages.ru.required);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 250000 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Сумма/ });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Увеличить/ })).toBeDisabled();
    await userEvent.type(input, '1');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithoutStepper: Story = {
  args: { showStepper: false, defaultValue: 120000 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * Uzbek (Latin): the unit and the step buttons speak the language of the UI, and the number is grouped as Uzbek
 * writes it, also in a browser without Uzbek Latin number data (Debian's Chromium, where these stories run).
 */
export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Summa', defaultValue: 1500000 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Summa\s*, soʻm$/ });
    await expect(spaced((input as HTMLInputElement).value)).toBe('1 500 000');
    await expect(canvas.getByRole('button', { name: /^Koʻpaytirish/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Kamaytirish/ })).toBeInTheDocument();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Сумма', defaultValue: 1500000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Сумма\s*, сўм$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Кўпайтириш/ })).toBeInTheDocument();
  },
};

function ControlledNumber(props: NumberFieldProps) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <Stack gap="2">
      <NumberField {...props} value={value} onValueChange={setValue} />
      <Text tone="muted" size="xs">{`value: ${String(value)}`}</Text>
    </Stack>
  );
}

/** Controlled: an empty field is `null`, not 0 or NaN. */
export const Controlled: Story = {
  render: (args) => <ControlledNumber {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('value: null')).toBeInTheDocument();
    const input = canvas.getByRole('textbox', { name: /Сумма/ });
    await userEvent.type(input, '300');
    await userEvent.tab();
    await expect(canvas.getByText('value: 300')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByText('value: null')).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 1500000, errorMessage: validationMessages.ru.required },
};
