import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { validationMessages } from '../FormField/formMessages.ts';
import { branchOptions } from '../Select/demoOptions.ts';
import { Combobox, type ComboboxLoadOptions } from './Combobox.tsx';

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { label: 'Филиал', options: branchOptions, placeholder: 'Начните вводить', onValueChange: fn() },
  argTypes: {
    options: { control: false },
    loadOptions: { control: false },
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
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the options ('contains'); a click picks one and the input shows it. */
export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: /Филиал/ });
    await userEvent.type(input, 'ан');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await expect(listbox).toHaveTextContent('Наманган');
    await userEvent.click(screen.getByRole('option', { name: 'Андижан' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('andijan');
    await expect(input).toHaveValue('Андижан');
  },
};

/** Arrows open and move, Enter picks, Escape closes; the chevron button is not a tab stop. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    const input = canvas.getByRole('combobox', { name: /Филиал/ });
    await step('ArrowDown opens the list on the first option', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      await waitFor(() =>
        expect(input.getAttribute('aria-activedescendant')).toBe(
          screen.getByRole('option', { name: /Ташкент/ }).id,
        ),
      );
    });
    await step('ArrowDown moves, Enter picks', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('samarkand');
      await expect(input).toHaveValue('Самарканд');
    });
    await step('Escape closes an open list', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(input).toHaveFocus();
    });
    await step('Tab leaves the field (the chevron is not a tab stop)', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /^Показать варианты/ })).not.toHaveFocus();
    });
  },
};

/** Nothing matches: the open list says 'Нет данных'. */
export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Лондон');
    await expect(await screen.findByText('Нет данных')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'bukhara' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Филиал/ })).toHaveValue('Бухара');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: validationMessages.ru.required },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Филиал/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(validationMessages.ru.required);
  },
};

/**
 * A field in error that a form focuses (react-hook-form focuses the first one) stays shut, so the list does not
 * cover its message; a click in the text opens it.
 */
export const FocusedInError: Story = {
  args: { isRequired: true, errorMessage: validationMessages.ru.required },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: /Филиал/ });
    input.focus();
    await expect(input).toHaveFocus();
    // A list opened by focus would be drawn within a frame or two.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByText(validationMessages.ru.required)).toBeVisible();
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(screen.getAllByRole('option')).toHaveLength(branchOptions.length);
    await userEvent.keyboard('{Escape}');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'tashkent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Филиал/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Показать варианты/ })).toBeDisabled();
  },
};

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A fake server: answers after 400 ms with the branches containing the query. */
const searchBranches = fn<ComboboxLoadOptions>(async (query, signal) => {
  await delay(400, signal);
  const q = query.trim().toLocaleLowerCase('ru');
  return branchOptions.filter((option) => option.label.toLocaleLowerCase('ru').includes(q));
});

/**
 * Async options: `loadOptions` runs for the first list and again, debounced, after typing. The spinner
 * in the field and 'Загрузка…' in the open list show while a search runs; an empty answer says
 * 'Нет данных'.
 */
export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: searchBranches, debounceMs: 150 },
  beforeEach: () => {
    searchBranches.mockClear();
  },
  play: async ({ canvas, args, userEvent, step }) => {
    const input = canvas.getByRole('combobox', { name: /Филиал/ });
    await step('the first load shows a spinner, then the options', async () => {
      await expect(canvas.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: /^Показать варианты/ }));
      await expect(await screen.findByText('Загрузка…', { selector: 'div' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(branchOptions.length), {
        timeout: 2000,
      });
      await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    });
    await step('typing searches once the typing pauses', async () => {
      await userEvent.type(input, 'бух');
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 2000 });
      // One request for the first list and one for 'бух': the keystrokes in between were debounced.
      await expect(searchBranches).toHaveBeenCalledTimes(2);
      await expect(searchBranches).toHaveBeenLastCalledWith('бух', expect.any(AbortSignal));
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('bukhara');
    });
    await step('no result: Нет данных', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'Лондон');
      await expect(await screen.findByText('Нет данных', {}, { timeout: 2000 })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
    });
  },
};

const emptyServer: ComboboxLoadOptions = async (_query, signal) => {
  await delay(200, signal);
  return [];
};

/** The empty answer in Uzbek (Latin). */
export const AsyncEmptyUzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Filial', placeholder: 'Yozishni boshlang', options: undefined, loadOptions: emptyServer },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Variantlarni koʻrsatish/ }));
    await expect(await screen.findByText('Yuklanmoqda…', { selector: 'div' })).toBeInTheDocument();
    await expect(await screen.findByText('Maʼlumot yoʻq', {}, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const AsyncEmptyUzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Филиал', placeholder: 'Ёзишни бошланг', options: undefined, loadOptions: emptyServer },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Вариантларни кўрсатиш/ }));
    await expect(await screen.findByText('Маълумот йўқ', {}, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** With async options, the initially selected option is given so that its label shows at once. */
export const AsyncWithSelection: Story = {
  args: {
    options: undefined,
    loadOptions: searchBranches,
    defaultValue: 'nukus',
    selectedOption: { id: 'nukus', label: 'Нукус' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Филиал/ })).toHaveValue('Нукус');
  },
};

export const DarkThemeOpen: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'samarkand' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Показать варианты/ }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
  },
};
