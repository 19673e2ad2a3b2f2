import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { themeClassNames } from '../../theme/themes.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { ApprovalCell, PrintedCell } from './cells.tsx';
import { makeDemoRows, type DemoRegisterRow } from './demoRows.ts';
import { RegisterTable, type RegisterColumn } from './RegisterTable.tsx';

const amount = new Intl.NumberFormat('ru-RU');

const columns: RegisterColumn<DemoRegisterRow>[] = [
  { id: 'number', header: 'Номер', value: (row) => row.number, isSortable: true, width: 120 },
  { id: 'createdAt', header: 'Создана', value: (row) => row.createdAt, isSortable: true, width: 150 },
  { id: 'branch', header: 'Филиал', value: (row) => row.branch, isSortable: true },
  { id: 'driver', header: 'Водитель', value: (row) => row.driver, isSortable: true },
  {
    id: 'status',
    header: 'Статус',
    value: (row) => row.status,
    cell: (row) => <StatusBadge status={row.status} />,
    width: 190,
  },
  {
    id: 'amount',
    header: 'Сумма',
    value: (row) => row.amount,
    cell: (row) => amount.format(row.amount),
    isSortable: true,
    align: 'end',
    width: 120,
  },
  {
    id: 'printed',
    header: 'Печать',
    value: (row) => row.isPrinted,
    cell: (row) => (
      <PrintedCell isPrinted={row.isPrinted} printedLabel="Напечатан" notPrintedLabel="Не напечатан" />
    ),
    isSortable: true,
    width: 140,
  },
  {
    id: 'approval',
    header: 'Товар',
    value: (row) => row.approval,
    cell: (row) => <ApprovalCell state={row.approval} draftLabel="Черновик" approvedLabel="Одобрен" />,
    width: 120,
  },
];

const rows200 = makeDemoRows(200);
const rows100k = makeDemoRows(100_000);

const meta = {
  title: 'Components/RegisterTable',
  component: RegisterTable,
  parameters: { layout: 'padded' },
  args: {
    label: 'Реестр собранных товаров',
    columns,
    rows: rows200,
    getRowId: (row) => (row as DemoRegisterRow).id,
    rowSelectLabel: (row) => `Выбрать ${(row as DemoRegisterRow).number}`,
    selectAllLabel: 'Выбрать все строки',
    emptyText: 'Нет данных',
    loadingText: 'Загрузка…',
    height: 420,
    onSortChange: fn(),
    onSelectedRowIdsChange: fn(),
    onRowAction: fn(),
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    hiddenColumnIds: { control: 'check', options: columns.map((column) => column.id) },
  },
} satisfies Meta<typeof RegisterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-rowindex]'),
];
const firstCellText = (row: HTMLTableRowElement | undefined, column: number) =>
  row?.querySelectorAll('td')[column]?.textContent;

/** Click a header to sort by it (ascending, then descending); `aria-sort` tells which. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: 'Сумма' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Сумма' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'ascending' });
    await expect(firstCellText(dataRows(canvasElement)[0], 6)).toBe(amount.format(15000));
    await userEvent.click(canvas.getByRole('button', { name: 'Сумма' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCellText(dataRows(canvasElement)[0], 6)).not.toBe(amount.format(15000));
  },
};

/** No rows: the empty-state text ('Нет данных'), and nothing to select. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Выбрать все строки' })).toBeDisabled();
  },
};

/** While the first page loads: skeleton rows, `aria-busy`, and a status for screen readers. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка…');
    await expect(canvasElement.querySelectorAll('tr[data-skeleton]')).toHaveLength(8);
  },
};

/** Click a checkbox, then Shift-click another: every row between them is selected. */
export const Selection: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать KR-000002' }));
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать KR-000005' }));
    await userEvent.keyboard('{/Shift}');
    for (const n of [2, 3, 4, 5]) {
      await expect(canvas.getByRole('checkbox', { name: `Выбрать KR-00000${n}` })).toBeChecked();
    }
    await expect(canvas.getByRole('checkbox', { name: 'Выбрать KR-000001' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Выбрать KR-000006' })).not.toBeChecked();
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(new Set(['2', '3', '4', '5']));
    const selectAll = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Выбрать все строки' });
    await expect(selectAll.indeterminate).toBe(true);
  },
};

/** The Shift-click range starts at the row clicked before, wherever a new sort has put it. */
export const SelectionAcrossSort: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать KR-000003' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Номер' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Номер' }));
    await expect(canvas.getByRole('columnheader', { name: 'Номер' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать KR-000198' }));
    await userEvent.keyboard('{/Shift}');
    const last = (args.onSelectedRowIdsChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>;
    await expect(last.size).toBe(196);
    await expect(last.has('3')).toBe(true);
    await expect(last.has('198')).toBe(true);
    await expect(last.has('199')).toBe(false);
  },
};

/**
 * Tab into the grid, then: arrows move the active row, Space selects it, Shift+Space selects up to
 * it, Home / End jump, Enter opens it.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const grid = canvas.getByRole('grid');
    grid.focus();
    await expect(grid).toHaveFocus();
    const active = () =>
      canvasElement.querySelector(`#${CSS.escape(grid.getAttribute('aria-activedescendant') ?? '')}`);
    await expect(active()).toHaveAttribute('aria-rowindex', '2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toHaveAttribute('aria-rowindex', '4');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Выбрать KR-000003' })).toBeChecked();
    await expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Shift>} {/Shift}');
    for (const n of [3, 4, 5]) {
      await expect(canvas.getByRole('checkbox', { name: `Выбрать KR-00000${n}` })).toBeChecked();
    }
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(expect.objectContaining({ number: 'KR-000004' }));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(active()).toHaveAttribute('aria-rowindex', '201'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(active()).toHaveAttribute('aria-rowindex', '2'));
    await expect(grid).toHaveFocus();
  },
};

/** All shown rows selected and more match on the server: a bar offers to select all of them. */
export const SelectAllMatching: Story = {
  args: {
    rows: rows200.slice(0, 50),
    allShownSelectedText: 'Выбраны все 50 строк на странице.',
    selectAllMatchingLabel: 'Выбрать все 12 480',
    onSelectAllMatching: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Выбрать все 12 480' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать все строки' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(
      new Set(rows200.slice(0, 50).map((row) => row.id)),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать все 12 480' }));
    await expect(args.onSelectAllMatching).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать все строки' }));
    await expect(canvas.queryByRole('button', { name: 'Выбрать все 12 480' })).not.toBeInTheDocument();
  },
};

/** Columns the screen's settings hide are not rendered. */
export const HiddenColumns: Story = {
  args: { hiddenColumnIds: ['driver', 'approval'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Водитель' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-colcount', '7');
  },
};

/** Without selection: no checkboxes. */
export const ReadOnly: Story = {
  args: { isSelectable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** The server sorts: clicking a header reports the sort, the rows stay as given. */
export const SortsOnServer: Story = {
  args: { sortsOnServer: true, defaultSort: { columnId: 'number', direction: 'ascending' } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Номер' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'number', direction: 'descending' });
    await expect(firstCellText(dataRows(canvasElement)[0], 1)).toBe('KR-000001');
  },
};

/** 100,000 rows: only the rows in view (plus a few) are in the DOM, also after scrolling to the end. */
export const HundredThousandRows: Story = {
  args: { rows: rows100k },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(dataRows(canvasElement).length).toBeGreaterThan(5);
    await expect(dataRows(canvasElement).length).toBeLessThanOrEqual(40);
    const scroller = canvas.getByTestId('register-table-scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(dataRows(canvasElement).at(-1)).toHaveAttribute('aria-rowindex', '100001'));
    await expect(dataRows(canvasElement).length).toBeLessThanOrEqual(40);
    await expect(canvas.getByText('KR-100000')).toBeVisible();
  },
};

/** The dark theme, with a selected row: axe checks the contrast of every cell. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedRowIds: new Set(['2']) },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass(themeClassNames.dark);
    await expect(canvas.getByRole('checkbox', { name: 'Выбрать KR-000002' })).toBeChecked();
  },
};
