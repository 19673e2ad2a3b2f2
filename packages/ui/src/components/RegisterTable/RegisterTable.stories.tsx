import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect, fn, waitFor } from 'storybook/test';
import { RouterProvider } from '../../navigation/router.tsx';
import { stickyTop } from '../../styles/sticky.css.ts';
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

/**
 * 100,000 rows filling the page: the page is as tall as all of them, but only the rows in view (plus a few) are in
 * the DOM, also after scrolling the page to the end and to the middle.
 */
export const HundredThousandRows: Story = {
  args: { rows: rows100k },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(dataRows(canvasElement).length).toBeGreaterThan(5);
    await expect(dataRows(canvasElement).length).toBeLessThanOrEqual(40);
    await expect(grid.getBoundingClientRect().height).toBeGreaterThan(100_000 * 40);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(dataRows(canvasElement).at(-1)).toHaveAttribute('aria-rowindex', '100001'));
    await expect(dataRows(canvasElement).length).toBeLessThanOrEqual(40);
    await expect(canvas.getByText('KR-100000')).toBeVisible();
    // The middle: the rows drawn are the ones under the window, wherever the table starts on the page.
    const top = grid.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + 40 * 50_000);
    await waitFor(() => expect(canvas.getByText('KR-050000')).toBeVisible());
    await expect(dataRows(canvasElement).length).toBeLessThanOrEqual(40);
    window.scrollTo(0, 0);
  },
};

/** An embedded table (`height`): a scroll box of its own, with its header at its top. */
export const Embedded: Story = {
  args: { height: 320 },
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvas.getByTestId('register-table-scroller');
    await expect(scroller.getBoundingClientRect().height).toBeLessThanOrEqual(320);
    // Scrolled as a person does, again if need be: a scroll made before the table's first frame can be undone by
    // the table settling at its first offset (seen once on a loaded machine).
    await waitFor(() => {
      if (scroller.scrollTop !== 40 * 100) scroller.scrollTop = 40 * 100;
      expect(canvas.getByText('KR-000101')).toBeVisible();
    });
    const header = canvas.getByRole('columnheader', { name: 'Номер' });
    await expect(header.getBoundingClientRect().top).toBeCloseTo(scroller.getBoundingClientRect().top + 1, 0);
    await expect(dataRows(canvasElement).length).toBeLessThanOrEqual(40);
  },
};

const withRouter = (navigate: (href: string) => void): Decorator =>
  function Router(Story) {
    return (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    );
  };
const navigate = fn();

/**
 * Rows are links (`rowHref`): the key cell is a real `<a href>`, a click anywhere on the row opens it through the
 * app's router, Enter opens the active row. Ctrl/⌘+click on the link is left to the browser (a new tab); the
 * checkbox only selects.
 */
export const ClickableRows: Story = {
  args: { rowHref: (row) => `/del_application/${(row as DemoRegisterRow).id}`, onRowAction: undefined },
  decorators: [withRouter(navigate)],
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvas, userEvent, step }) => {
    const link = canvas.getByRole('link', { name: 'KR-000002' });
    await expect(link).toHaveAttribute('href', '/del_application/2');
    await step('a click on another cell of the row opens it', async () => {
      await userEvent.click(canvas.getAllByText('Ташкент')[0] as HTMLElement);
      await expect(navigate).toHaveBeenCalledTimes(1);
      const row = (canvas.getAllByText('Ташкент')[0] as HTMLElement).closest('tr');
      const id = row?.querySelector('a')?.getAttribute('href');
      await expect(navigate).toHaveBeenLastCalledWith(id);
    });
    await step('a click on the link opens it once', async () => {
      await userEvent.click(link);
      await expect(navigate).toHaveBeenCalledTimes(2);
      await expect(navigate).toHaveBeenLastCalledWith('/del_application/2');
    });
    await step('Ctrl+click on the link is the browser’s (a new tab), not the router’s', async () => {
      let leftToBrowser = false;
      // After React's handlers: note whether the table took the click, then keep the test's page in place.
      const observe = (event: MouseEvent) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', observe);
      await userEvent.keyboard('{Control>}');
      await userEvent.click(link);
      await userEvent.keyboard('{/Control}');
      window.removeEventListener('click', observe);
      await expect(leftToBrowser).toBe(true);
      await expect(navigate).toHaveBeenCalledTimes(2);
    });
    await step('the checkbox selects and does not open', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать KR-000003' }));
      await expect(canvas.getByRole('checkbox', { name: 'Выбрать KR-000003' })).toBeChecked();
      await expect(navigate).toHaveBeenCalledTimes(2);
    });
    await step('Enter opens the active row', async () => {
      canvas.getByRole('grid').focus();
      await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
      await expect(navigate).toHaveBeenCalledTimes(3);
      await expect(navigate).toHaveBeenLastCalledWith('/del_application/3');
    });
  },
};

/** Without links, a click on a row runs `onRowAction` (and the row shows it can be clicked). */
export const RowAction: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const cell = canvas.getByText('KR-000004');
    await expect(getComputedStyle(cell.closest('tr') as Element).cursor).toBe('pointer');
    await userEvent.click(cell);
    await expect(args.onRowAction).toHaveBeenCalledWith(expect.objectContaining({ number: 'KR-000004' }));
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A 56 px sticky bar that sets `stickyTop`, as the app shell's header does, and 300 px of page above the table. */
const withStickyBar: Decorator = (Story) => (
  <div style={assignInlineVars({ [stickyTop]: '56px' })}>
    <div style={{ position: 'sticky', top: 0, zIndex: 200, height: 56, background: 'gray' }} />
    <div style={{ height: 300 }}>Фильтры</div>
    <Story />
  </div>
);

/**
 * The table fills the page below what is above it; the page scrolls and the header row sticks under the app
 * header (here a 56 px bar that sets `stickyTop`, as the app shell's header does).
 */
export const FillsPage: Story = {
  // Narrow enough for the test's frame: a table wider than its frame scrolls sideways, and its header with it.
  args: { columns: columns.slice(0, 3).map((column) => ({ ...column, width: 100 })) },
  decorators: [withStickyBar],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const scroller = canvas.getByTestId('register-table-scroller');
    // No scroll box: the frame is as tall as the header and all 200 rows.
    await expect(scroller.getBoundingClientRect().height).toBeGreaterThanOrEqual(201 * 40);
    await expect(scroller.scrollHeight).toBe(scroller.clientHeight);
    const header = canvas.getByRole('columnheader', { name: 'Номер' });
    const top = scroller.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + 40 * 120);
    await waitFor(() => expect(canvas.getByText('KR-000125')).toBeVisible());
    await expect(header.getBoundingClientRect().top).toBeCloseTo(56, 0);
    await expect(dataRows(canvasElement).length).toBeLessThanOrEqual(40);
    // Keyboard: the page scrolls to the active row, and not under the two sticky bars.
    const grid = canvas.getByRole('grid');
    grid.focus({ preventScroll: true });
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('KR-000200')).toBeVisible());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByText('KR-000001')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByText('KR-000001').getBoundingClientRect().top).toBeGreaterThanOrEqual(56 + 40),
    );
    window.scrollTo(0, 0);
  },
};

/**
 * Wider than its frame (all eight columns on a phone): the table scrolls sideways in its frame, and its header row
 * still follows the page down, under the app header.
 */
export const FillsPageScrollingSideways: Story = {
  decorators: [
    withStickyBar,
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('register-table-scroller');
    await waitFor(() => expect(scroller).toHaveAttribute('data-overflows'));
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const header = canvas.getByRole('columnheader', { name: 'Номер' });
    const top = scroller.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + 40 * 120);
    await waitFor(() => expect(canvas.getByText('KR-000125')).toBeVisible());
    await waitFor(() => expect(header.getBoundingClientRect().top).toBeCloseTo(56, 0));
    scroller.scrollLeft = 300;
    await waitFor(() => expect(header.getBoundingClientRect().left).toBeLessThan(0));
    window.scrollTo(0, 0);
    await waitFor(() => expect(header.getBoundingClientRect().top).toBeCloseTo(top + 1, 0));
  },
};

const uzColumns: RegisterColumn<DemoRegisterRow>[] = [
  { id: 'id', header: 'ID', value: (row) => Number(row.id), isSortable: true, width: 48, align: 'end' },
  { id: 'number', header: 'Buyurtma raqami', value: (row) => row.number, isSortable: true, width: 110 },
  { id: 'step', header: 'Bosqichdagi vaqt', value: (row) => row.amount, isSortable: true, width: 110 },
  { id: 'branch', header: 'Sotuv filiali', value: (row) => row.branch, width: 110 },
  {
    id: 'driver',
    header: 'Yetkazib berish manzili va qabul qiluvchining toʻliq ismi',
    value: (row) => `${row.driver}, ${row.branch}, Amir Temur shoh koʻchasi, 108-uy, 45-xonadon`,
    width: 110,
  },
];

/**
 * Long Uzbek headers in narrow columns: a header wraps onto a second line; one too long for two lines ends in
 * '…' and shows its whole text as a title when pointed at, as does a cut cell.
 */
export const LongUzbekHeaders: Story = {
  globals: { language: 'uz' },
  args: { columns: uzColumns, label: 'Yigʻilgan tovarlar reestri' },
  decorators: [
    (Story) => (
      <div style={{ width: 580 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const text = (name: string) => canvas.getByText(name, { selector: '[data-clip]' });
    const whole = (element: HTMLElement) =>
      element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth;
    for (const name of ['Buyurtma raqami', 'Bosqichdagi vaqt', 'Sotuv filiali']) {
      await expect(whole(text(name)), name).toBe(true);
    }
    // A short word stays whole in a narrow column, beside its sort icon.
    await expect(text('ID').getBoundingClientRect().height).toBe(16);
    const long = text('Yetkazib berish manzili va qabul qiluvchining toʻliq ismi');
    await expect(whole(long)).toBe(false);
    await userEvent.hover(long);
    await expect(long).toHaveAttribute('title', 'Yetkazib berish manzili va qabul qiluvchining toʻliq ismi');
    // The header row keeps the height the virtualized rows are placed by.
    await expect(
      canvas.getByRole('columnheader', { name: /Bosqichdagi/ }).getBoundingClientRect().height,
    ).toBe(40);
    const cell = dataRows(canvasElement)[0]?.querySelectorAll('td')[5] as HTMLElement;
    await userEvent.hover(cell);
    await expect(cell.title).toBe(cell.textContent);
    await userEvent.hover(text('Sotuv filiali'));
    await expect(text('Sotuv filiali')).not.toHaveAttribute('title');
  },
};

/** A badge cut by a narrow column ends in '…'; pointed at, its cell shows the whole label as a title. */
export const BadgeInNarrowColumn: Story = {
  args: {
    columns: [columns[0]!, { ...columns[4]!, width: 64 }],
    rows: rows200.slice(0, 3),
    isSelectable: false,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const cell = dataRows(canvasElement)[0]?.querySelectorAll('td')[1] as HTMLElement;
    const badge = cell.querySelector<HTMLElement>('[data-status]')!;
    await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
    await expect(getComputedStyle(badge).textOverflow).toBe('ellipsis');
    await userEvent.hover(badge);
    await expect(cell).toHaveAttribute('title', badge.textContent!);
  },
};

/**
 * Widths are least widths: in a wider frame every column takes its share of the room (the checkbox keeps its
 * own), and the table never spills over; in a frame narrower than their sum, it scrolls sideways.
 */
export const ColumnsShareTheRoom: Story = {
  args: { hiddenColumnIds: ['driver', 'printed', 'approval'] },
  render: (args) => (
    <>
      <div style={{ width: 1136 }} data-frame="wide">
        <RegisterTable {...args} />
      </div>
      <div style={{ width: 360 }} data-frame="narrow">
        <RegisterTable {...args} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const [wide, narrow] = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-testid="register-table-scroller"]'),
    ];
    if (!wide || !narrow) throw new Error('two tables');
    const wideTable = wide.querySelector('table') as HTMLElement;
    await expect(wideTable.getBoundingClientRect().width).toBe(1136 - 2);
    await waitFor(() => expect(narrow).toHaveAttribute('data-overflows'));
    await expect(wide).not.toHaveAttribute('data-overflows');
    const widths = [...wideTable.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().width);
    await expect(widths[0]).toBe(44);
    // Номер 120 : Создана 150 : Филиал 160 (no width given) : Статус 190 : Сумма 120.
    const share = (1136 - 2 - 44) / (120 + 150 + 160 + 190 + 120);
    for (const [index, least] of [120, 150, 160, 190, 120].entries()) {
      await expect(widths[index + 1]).toBeCloseTo(least * share, 0);
    }
    await expect(narrow.scrollWidth).toBeGreaterThan(narrow.clientWidth);
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
