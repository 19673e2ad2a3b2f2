import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { validationMessages } from '../FormField/formMessages.ts';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Напечатано', onValueChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Напечатано' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Напечатано'));
    await expect(box).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Напечатано' })).toBeChecked();
  },
};

/** Mixed: read as partly checked (the native `indeterminate`, exposed as 'mixed'); a click checks it. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Выбрать все' },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Выбрать все' });
    await expect(box).toBePartiallyChecked();
    await expect(box.matches(':indeterminate')).toBe(true);
    await userEvent.click(canvas.getByText('Выбрать все'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(true);
    // Mixed until the owner clears `isIndeterminate`, as the prop says.
    await expect(box).toBePartiallyChecked();
  },
};

/** Space toggles the focused box; Tab moves on. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Напечатано' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { children: 'Двойной конец дня', description: 'Товар будет отправлен на повторную доставку' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Двойной конец дня' })).toHaveAccessibleDescription(
      'Товар будет отправлен на повторную доставку',
    );
  },
};

export const Invalid: Story = {
  args: { children: 'Основной склад', isRequired: true, errorMessage: validationMessages.ru.required },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Основной склад' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(validationMessages.ru.required);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="2">
      <Checkbox {...args} isDisabled>
        Не выбран
      </Checkbox>
      <Checkbox {...args} isDisabled defaultValue>
        Выбран
      </Checkbox>
      <Checkbox {...args} isDisabled isIndeterminate>
        Частично
      </Checkbox>
    </Stack>
  ),
  play: async ({ canvas, args, userEvent }) => {
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toBeDisabled();
    }
    await userEvent.click(canvas.getByText('Не выбран'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and read as such, but neither a click nor Space changes it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Напечатано' })).toHaveFocus();
    const box = canvas.getByRole('checkbox', { name: 'Напечатано' });
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('Напечатано'));
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** In a form: submitted under `name` as `formValue` when checked; a reset brings back the default. */
export const InAForm: Story = {
  args: { name: 'printed', formValue: 'yes' },
  render: (args) => (
    <form aria-label="Фильтр">
      <Stack gap="2">
        <Checkbox {...args} />
        <button type="reset">Сбросить</button>
      </Stack>
    </form>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole<HTMLFormElement>('form', { name: 'Фильтр' });
    const box = canvas.getByRole('checkbox', { name: 'Напечатано' });
    await expect(new FormData(form).get('printed')).toBeNull();
    await userEvent.click(box);
    await expect(new FormData(form).get('printed')).toBe('yes');
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await expect(box).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(false);
  },
};

const branches = ['Ташкент', 'Самарканд', 'Бухара'] as const;

function SelectAll(props: Omit<CheckboxProps, 'children'>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['Ташкент']));
  const all = selected.size === branches.length;
  return (
    <Stack gap="2">
      <Checkbox
        {...props}
        value={all}
        isIndeterminate={selected.size > 0 && !all}
        onValueChange={(checked) => setSelected(new Set(checked ? branches : []))}
      >
        Все филиалы
      </Checkbox>
      <div style={{ paddingInlineStart: '1.5rem' }}>
        <Stack gap="2">
          {branches.map((branch) => (
            <Checkbox
              key={branch}
              value={selected.has(branch)}
              onValueChange={(checked) => {
                const next = new Set(selected);
                if (checked) next.add(branch);
                else next.delete(branch);
                setSelected(next);
              }}
            >
              {branch}
            </Checkbox>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

/** The pattern for 'select all': mixed while some are chosen; checking it chooses all, again none. */
export const SelectAllPattern: Story = {
  render: (args) => <SelectAll {...args} />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Все филиалы' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByText('Все филиалы'));
    await expect(all).toBeChecked();
    for (const branch of branches) await expect(canvas.getByRole('checkbox', { name: branch })).toBeChecked();
    await userEvent.click(canvas.getByText('Все филиалы'));
    await expect(all).not.toBeChecked();
    await userEvent.click(canvas.getByText('Бухара'));
    await expect(all).toBePartiallyChecked();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Stack gap="2">
      <Checkbox {...args}>Не выбран</Checkbox>
      <Checkbox {...args} defaultValue>
        Выбран
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Частично
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Недоступен
      </Checkbox>
      <Checkbox {...args} errorMessage={validationMessages.ru.required}>
        С ошибкой
      </Checkbox>
    </Stack>
  ),
};
