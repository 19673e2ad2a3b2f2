import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { SearchInput, type SearchInputProps } from './SearchInput.tsx';

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  args: {
    label: 'Поиск по заявкам',
    placeholder: 'Номер заявки, телефон, водитель',
    onValueChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Поиск по заявкам' });
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, 'Азиз');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Азиз');
    await expect(canvas.getByRole('button', { name: 'Очистить' })).toBeVisible();
  },
};

export const VisibleLabel: Story = {
  args: { labelVisible: true, description: 'Ищет по всем параметрам' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Поиск по заявкам')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription('Ищет по всем параметрам');
  },
};

/** Escape clears the text and keeps focus in the field. */
export const EscapeClears: Story = {
  args: { defaultValue: '1024' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Поиск по заявкам' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

const escapeReachedPage = fn();

/** In an empty field Escape is not the search's: it goes on to the page (a dialog around it closes). */
export const EscapeWhenEmpty: Story = {
  render: (args) => (
    // Stands for a dialog around the field, which closes on Escape.
    <div onKeyDown={(event) => event.key === 'Escape' && escapeReachedPage()}>
      <SearchInput {...args} />
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    escapeReachedPage.mockClear();
    const input = canvas.getByRole('searchbox', { name: 'Поиск по заявкам' });
    await userEvent.type(input, '7');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(escapeReachedPage).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(escapeReachedPage).toHaveBeenCalledTimes(1);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** The clear button empties the field, returns focus to it and disappears. */
export const ClearButton: Story = {
  args: { defaultValue: '1024' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Поиск по заявкам' });
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Очистить' })).not.toBeInTheDocument();
  },
};

/** Without `onSubmit` Enter submits the enclosing form, as in any field; with it, Enter is the search's. */
export const EnterInAForm: Story = {
  args: { onSubmit: undefined, name: 'search' },
  render: (args) => (
    <form
      aria-label="Поиск"
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = String(new FormData(event.currentTarget).get('search'));
      }}
    >
      <SearchInput {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Бухара{Enter}');
    await expect(canvas.getByRole('form', { name: 'Поиск' })).toHaveAttribute('data-submitted', 'Бухара');
  },
};

export const SubmitOnEnter: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Самарканд{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Самарканд');
  },
};

/** `onDebouncedChange` fires once after typing pauses, with the last text; clearing fires it at once. */
export const Debounced: Story = {
  args: { onDebouncedChange: fn(), debounceMs: 200 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'Бух');
    await expect(args.onDebouncedChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDebouncedChange).toHaveBeenCalledTimes(1));
    await expect(args.onDebouncedChange).toHaveBeenLastCalledWith('Бух');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDebouncedChange).toHaveBeenLastCalledWith('');
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1024' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, '5');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The clear button speaks the UI language (its name comes from the design system's control labels). */
export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Arizalar boʻyicha qidiruv', placeholder: 'Ariza raqami', defaultValue: '1024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tozalash' })).toBeInTheDocument();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Аризалар бўйича қидирув', placeholder: 'Ариза рақами', defaultValue: '1024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Тозалаш' })).toBeInTheDocument();
  },
};

const cities = ['Ташкент', 'Самарканд', 'Бухара', 'Наманган', 'Андижан', 'Фергана'];

function FilteredList(props: SearchInputProps) {
  const [query, setQuery] = useState('');
  const shown = cities.filter((city) => city.toLowerCase().includes(query.toLowerCase()));
  return (
    <Stack gap="3">
      <SearchInput {...props} onDebouncedChange={setQuery} debounceMs={100} />
      <Text size="sm" aria-live="polite">{`Найдено: ${shown.length}`}</Text>
      <ul aria-label="Филиалы">
        {shown.map((city) => (
          <li key={city}>{city}</li>
        ))}
      </ul>
    </Stack>
  );
}

/** Searching as you type: the list follows the debounced text. */
export const FiltersAList: Story = {
  args: { label: 'Поиск филиала', placeholder: 'Название' },
  render: (args) => <FilteredList {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'ан');
    await waitFor(() => expect(canvas.getByText('Найдено: 4')).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Найдено: 6')).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { labelVisible: true, defaultValue: '1024' },
};
