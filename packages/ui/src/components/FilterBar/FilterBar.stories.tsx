import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FilterBar, type ActiveFilter, type FilterBarProps } from './FilterBar.tsx';

const sampleFilters: ActiveFilter[] = [
  { id: 'status', label: 'Статус: Новая' },
  { id: 'branch', label: 'Филиал: Ташкент-Чиланзар' },
  { id: 'date', label: 'Дата: 01.11.2026 – 22.11.2026' },
];

/** As the app uses it: the filters live in the list's state (and the URL). */
function StatefulFilterBar(props: FilterBarProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <FilterBar
      {...props}
      filters={filters}
      onRemove={(id) => {
        setFilters((current) => current.filter((filter) => filter.id !== id));
        props.onRemove(id);
      }}
      onClearAll={
        props.onClearAll &&
        (() => {
          setFilters([]);
          props.onClearAll?.();
        })
      }
    />
  );
}

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  render: (args) => (
    <div style={{ width: '40rem' }}>
      <StatefulFilterBar {...args} />
    </div>
  ),
  args: { filters: sampleFilters, onRemove: fn(), onClearAll: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Chips in a named list; each × names its filter; a click removes it. */
export const RemoveWithPointer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Активные фильтры' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const remove = canvas.getByRole('button', { name: 'Убрать фильтр Филиал: Ташкент-Чиланзар' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith('branch');
    await expect(canvas.queryByText('Филиал: Ташкент-Чиланзар')).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

const removeButton = (label: string) => `Убрать фильтр ${label}`;

/**
 * Keyboard: Tab reaches each chip's ×; Enter (or Delete, Backspace) removes the chip, and focus moves to
 * the next chip's ×, or to the previous one's when it was the last; the last chip gone, focus stays in the bar.
 */
export const RemoveWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: removeButton('Статус: Новая') })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: removeButton('Филиал: Ташкент-Чиланзар') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('branch');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    // The next chip takes focus.
    await expect(
      canvas.getByRole('button', { name: removeButton('Дата: 01.11.2026 – 22.11.2026') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('date');
    // It was the last one: the previous chip takes focus.
    await expect(canvas.getByRole('button', { name: removeButton('Статус: Новая') })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('status');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvasElement.contains(document.activeElement)).toBe(true);
  },
};

/** A click on a middle chip's × also hands focus to the next chip, so the keyboard can go on from there. */
export const FocusAfterRemove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: removeButton('Статус: Новая') }));
    await expect(
      canvas.getByRole('button', { name: removeButton('Филиал: Ташкент-Чиланзар') }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('button', { name: removeButton('Дата: 01.11.2026 – 22.11.2026') }),
    ).toHaveFocus();
  },
};

/** The owner may keep a chip (a filter that cannot be removed now): its × keeps focus. */
export const RemovalRefused: Story = {
  render: (args) => <FilterBar {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: removeButton('Филиал: Ташкент-Чиланзар') });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith('branch');
    await expect(remove).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** 'Сбросить все' removes every chip; focus stays in the bar. */
export const ClearAll: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const clear = canvas.getByRole('button', { name: 'Сбросить все' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(document.activeElement).not.toBe(document.body);
  },
};

/** One filter: no 'Сбросить все' (its × does the same). */
export const SingleFilter: Story = {
  args: { filters: [sampleFilters[0] as ActiveFilter] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Сбросить все' })).not.toBeInTheDocument();
  },
};

/** No filters: only the controls. */
export const NoFilters: Story = {
  args: {
    filters: [],
    children: (
      <label style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
        Поиск
        <input type="search" />
      </label>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toBeInTheDocument();
  },
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: {
    filters: [
      { id: 'status', label: 'Holat: Yangi' },
      { id: 'branch', label: 'Filial: Toshkent-Chilonzor' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Filtrni olib tashlash Holat: Yangi' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Hammasini tozalash' })).toBeInTheDocument();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: {
    filters: [
      { id: 'status', label: 'Ҳолат: Янги' },
      { id: 'branch', label: 'Филиал: Тошкент-Чилонзор' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ҳаммасини тозалаш' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
