import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
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

/** Chips in a named group; each × names its filter; a click removes it. */
export const RemoveWithPointer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('grid', { name: /Активные фильтры/ });
    await expect(group).toBeInTheDocument();
    const remove = canvas.getByRole('button', { name: 'Убрать фильтр Филиал: Ташкент-Чиланзар' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith('branch');
    await expect(canvas.queryByText('Филиал: Ташкент-Чиланзар')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** Keyboard: Tab enters the chips, → moves, Delete removes the focused chip and focus stays in the group. */
export const RemoveWithKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith('branch');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(canvas.getAllByRole('row')).toContain(document.activeElement));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1));
  },
};

/** 'Сбросить все' removes every chip; focus stays in the bar. */
export const ClearAll: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const clear = canvas.getByRole('button', { name: 'Сбросить все' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
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
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
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
