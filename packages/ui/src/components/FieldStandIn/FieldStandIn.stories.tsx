import { createRef, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Combobox } from '../Combobox/Combobox.tsx';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import { Select } from '../Select/Select.tsx';
import { branchOptions } from '../Select/demoOptions.ts';
import { FieldStandIn } from './FieldStandIn.tsx';

// The props are a union (by `kind`), which Storybook's args cannot type: every story draws its own.
const meta: Meta = {
  title: 'Components/FieldStandIn',
  component: FieldStandIn,
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj;

export const Select_: Story = {
  name: 'Select',
  render: () => <FieldStandIn kind="select" label="Статус" value="Все" />,
  play: async ({ canvas }) => {
    // Named as React Aria names a select's button: its value, then its label.
    const button = canvas.getByRole('button', { name: 'Все Статус' });
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button).toHaveTextContent('Все');
  },
};

export const SelectEmpty: Story = {
  render: () => (
    <FieldStandIn
      kind="select"
      label="Водитель"
      value={null}
      isRequired
      description="Из людей, прикреплённых к машине"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Водитель/ })).toHaveTextContent('Выберите…');
  },
};

export const Combobox_: Story = {
  name: 'Combobox',
  render: () => <FieldStandIn kind="combobox" label="Филиал" value="Ташкент" />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Филиал' });
    await expect(input).toHaveValue('Ташкент');
    await expect(input).toHaveAttribute('readonly');
  },
};

const refs = {
  combobox: createRef<HTMLElement>(),
  select: createRef<HTMLElement>(),
  period: createRef<HTMLElement>(),
};

/**
 * A form library focuses a field in error through its ref: each kind gives the element that takes focus, described
 * by the field's description as the widget is.
 */
export const FocusedThroughItsRef: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <FieldStandIn
        kind="combobox"
        label="Филиал"
        value="Самарканд"
        description="Откуда"
        ref={refs.combobox}
      />
      <FieldStandIn kind="select" label="Статус" value="Все" description="Шаг заявки" ref={refs.select} />
      <FieldStandIn kind="dateRange" label="Период" description="Дни приёма" ref={refs.period} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Филиал' })).toHaveAccessibleDescription('Откуда');
    await expect(canvas.getByRole('button', { name: 'Все Статус' })).toHaveAccessibleDescription(
      'Шаг заявки',
    );
    await expect(canvas.getByRole('group', { name: 'Период' })).toHaveAccessibleDescription('Дни приёма');
    refs.combobox.current?.focus();
    await expect(canvas.getByRole('combobox', { name: 'Филиал' })).toHaveFocus();
    refs.select.current?.focus();
    await expect(canvas.getByRole('button', { name: 'Все Статус' })).toHaveFocus();
    refs.period.current?.focus();
    await expect(canvas.getByRole('button', { name: /календар/i })).toHaveFocus();
  },
};

export const DateRange: Story = {
  render: () => (
    <FieldStandIn kind="dateRange" label="Период" value={{ start: '2026-11-01', end: '2026-11-30' }} />
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Период' });
    await expect(group).toHaveTextContent('01.11.2026–30.11.2026');
    await expect(canvas.getByRole('button', { name: 'Открыть календарь' })).toBeVisible();
  },
};

export const DateRangeEmptyUzbek: Story = {
  globals: { language: 'uz' },
  render: () => <FieldStandIn kind="dateRange" label="Davr" value={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Davr' })).toHaveTextContent('kk.oo.yyyy–kk.oo.yyyy');
  },
};

export const Disabled: Story = {
  render: () => <FieldStandIn kind="select" label="Водитель" value={null} isDisabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Водитель/ })).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <FieldStandIn kind="select" label="Статус" value="Все" />
      <FieldStandIn kind="combobox" label="Филиал" />
      <FieldStandIn kind="dateRange" label="Период" />
    </div>
  ),
};

/** Each stand-in beside its widget, in columns of one width: the two must take the same room. */
function SideBySide({ standIn, widget }: { standIn: ReactNode; widget: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem', width: '40rem' }}>
      <div data-testid="stand-in">{standIn}</div>
      <div data-testid="widget">{widget}</div>
    </div>
  );
}

/** The field's outer box, and its control's box relative to it. */
const geometry = (column: HTMLElement) => {
  const field = column.querySelector('[class*="TextField_field"]')!.getBoundingClientRect();
  const control = column.querySelector('[class*="TextField_control"]')!.getBoundingClientRect();
  return {
    height: field.height,
    controlTop: control.top - field.top,
    controlHeight: control.height,
    controlWidth: control.width,
  };
};

const sameRoom: Story['play'] = async ({ canvas }) => {
  await expect(geometry(canvas.getByTestId('stand-in'))).toEqual(geometry(canvas.getByTestId('widget')));
};

export const SameRoomAsSelect: Story = {
  decorators: [],
  render: () => (
    <SideBySide
      standIn={<FieldStandIn kind="select" label="Филиал" value="Ташкент" description="Где принята заявка" />}
      widget={
        <Select label="Филиал" options={branchOptions} value="tashkent" description="Где принята заявка" />
      }
    />
  ),
  play: sameRoom,
};

export const SameRoomAsCombobox: Story = {
  decorators: [],
  render: () => (
    <SideBySide
      standIn={<FieldStandIn kind="combobox" label="Филиал" isRequired />}
      widget={<Combobox label="Филиал" options={branchOptions} value={null} isRequired />}
    />
  ),
  play: sameRoom,
};

export const SameRoomAsDateRange: Story = {
  decorators: [],
  render: () => (
    <SideBySide
      standIn={
        <FieldStandIn kind="dateRange" label="Период" value={{ start: '2026-11-01', end: '2026-11-30' }} />
      }
      widget={<DateRangePicker label="Период" value={{ start: '2026-11-01', end: '2026-11-30' }} />}
    />
  ),
  play: sameRoom,
};
