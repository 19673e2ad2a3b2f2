import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useControllableState } from '../../internal/useControllableState.ts';
import { RouterLink } from '../../navigation/RouterLink.tsx';
import { useRouterNavigate } from '../../navigation/router.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Button } from '../Button/Button.tsx';
import {
  observeOffsetAfterFrame,
  observeRectAfterFrame,
  observeWindowOffsetAfterFrame,
  observeWindowRectAfterFrame,
  scrollUnlessNew,
  scrollWindowUnlessNew,
} from './observeAfterFrame.ts';
import * as styles from './RegisterTable.css.ts';

export const columnAlignments = ['start', 'end'] as const;
export type ColumnAlignment = (typeof columnAlignments)[number];

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The sorted column and its direction; `null` for the rows' own order. */
export type RegisterSort = { columnId: string; direction: SortDirection } | null;

export type CellValue = string | number | boolean | null | undefined;

export interface RegisterColumn<Row> {
  /** Stable id: used by sorting and `hiddenColumnIds`. */
  id: string;
  /** Header text (from the app's messages). */
  header: string;
  /** The value to sort by, and to show when there is no `cell`. */
  value(row: Row): CellValue;
  /** Custom content of the cell (`PrintedCell`, `ApprovalCell`, `StatusBadge`…). */
  cell?(row: Row): ReactNode;
  /** Clicking the header sorts by this column. Default `false`. */
  isSortable?: boolean;
  /**
   * The least width in px (default `defaultColumnWidth`). Wider tables share the spare room among their columns
   * in proportion to it; a table narrower than the sum of its columns scrolls sideways.
   */
  width?: number;
  /** The cell that carries the row's link (`rowHref`). Default: the first shown column. */
  isKey?: boolean;
  /** `end` for numbers and amounts. Default `start`. */
  align?: ColumnAlignment;
}

export interface RegisterTableProps<Row> {
  /** Accessible name of the grid ('Реестр собранных товаров'). */
  label: string;
  columns: ReadonlyArray<RegisterColumn<Row>>;
  /** The rows to show (one page, or all of them: only the visible ones reach the DOM). */
  rows: ReadonlyArray<Row>;
  getRowId(row: Row): string;
  /** Controlled sort. */
  sort?: RegisterSort;
  defaultSort?: RegisterSort;
  onSortChange?: (sort: RegisterSort) => void;
  /** The server sorts (`rows` arrive sorted): the table only reports `onSortChange`. */
  sortsOnServer?: boolean;
  /** Show checkboxes and let the user select rows. Default `true`. */
  isSelectable?: boolean;
  /** Controlled selection: ids of the selected rows. */
  selectedRowIds?: ReadonlySet<string>;
  defaultSelectedRowIds?: ReadonlySet<string>;
  onSelectedRowIdsChange?: (ids: ReadonlySet<string>) => void;
  /** Names the header checkbox ('Выбрать все строки'). */
  selectAllLabel: string;
  /** Names a row's checkbox ('Выбрать заявку KR-000123'). */
  rowSelectLabel(row: Row): string;
  /**
   * When every shown row is selected and more rows match on the server, a bar offers to select
   * them all: its text ('Выбраны все 50 строк на странице') and button ('Выбрать все 12 480').
   */
  selectAllMatchingLabel?: string;
  allShownSelectedText?: string;
  onSelectAllMatching?: () => void;
  /** Columns not to show (column settings of the screen); the key column always shows. */
  hiddenColumnIds?: ReadonlyArray<string>;
  /** Skeleton rows instead of data while the first page loads. */
  isLoading?: boolean;
  /** Read by screen readers while loading ('Загрузка…'). */
  loadingText: string;
  /** Shown when there are no rows ('Нет данных'). */
  emptyText: string;
  /**
   * Where a row leads ('/del_application/12'). Its key cell is then a real link (a new tab with a middle click or
   * Ctrl/⌘+click), and a click anywhere on the row, or Enter on the active row, goes there through the app's
   * router (`RouterProvider`).
   */
  rowHref?(row: Row): string;
  /** A row without `rowHref`: a click on it, or Enter on the active row ('open the application'). */
  onRowAction?(row: Row): void;
  /**
   * Only for a table embedded in a page (a card's products): a scroll box at most this many px tall. Without it,
   * the table fills the page: as tall as its rows, the page scrolls, the header row sticks under the app header.
   */
  height?: number;
}

/** The least width of a column that gives none. */
export const defaultColumnWidth = 160;

const SKELETON_ROWS = 8;
/** The room a loading table takes (header, skeleton rows, border): for a placeholder drawn before it. */
export const registerTableLoadingHeight = styles.ROW_HEIGHT * (SKELETON_ROWS + 1) + 2;
const OVERSCAN = 6;
const SLOT_KEYS = 128;
const EMPTY_SET: ReadonlySet<string> = new Set();

/** A header click: another column sorts ascending first; the sorted one flips its direction. */
const nextSort = (sort: RegisterSort, columnId: string): RegisterSort => ({
  columnId,
  direction: sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending',
});

const compareValues = (a: CellValue, b: CellValue): number => {
  // Empty values last in both directions is handled by the caller; here plain order.
  if (a === b) return 0;
  return (a as string | number | boolean) < (b as string | number | boolean) ? -1 : 1;
};

const isEmpty = (value: CellValue) => value === null || value === undefined || value === '';

/** Row indices in the order of one column: stable, empty values last. */
function sortedOrder<Row>(rows: ReadonlyArray<Row>, column: RegisterColumn<Row>, direction: SortDirection) {
  const values = rows.map((row) => column.value(row));
  const sign = direction === 'ascending' ? 1 : -1;
  const order = Array.from({ length: rows.length }, (_, index) => index);
  order.sort((i, j) => {
    const a = values[i];
    const b = values[j];
    const aEmpty = isEmpty(a);
    const bEmpty = isEmpty(b);
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? i - j : aEmpty ? 1 : -1;
    return sign * compareValues(a, b) || i - j;
  });
  return order;
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M5 6.5 8 3.5l3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity={direction === 'descending' ? 0.3 : 1}
      />
      <path
        d="M5 9.5 8 12.5l3-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity={direction === 'ascending' ? 0.3 : 1}
      />
    </svg>
  );
}

/**
 * The register table of the back-office: a virtualized grid (only the rows in view are in the
 * DOM, so 100,000 rows stay smooth) with a sticky header, sortable columns, selection with
 * checkboxes and shift-click ranges, and keyboard use: the arrow keys, Home / End and Page Up /
 * Down move the active row, Space selects it (Shift+Space: a range), Enter runs `onRowAction`.
 */
export function RegisterTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  sort,
  defaultSort = null,
  onSortChange,
  sortsOnServer = false,
  isSelectable = true,
  selectedRowIds,
  defaultSelectedRowIds = EMPTY_SET,
  onSelectedRowIdsChange,
  selectAllLabel,
  rowSelectLabel,
  selectAllMatchingLabel,
  allShownSelectedText,
  onSelectAllMatching,
  hiddenColumnIds = [],
  isLoading = false,
  loadingText,
  emptyText,
  rowHref,
  onRowAction,
  height,
}: RegisterTableProps<Row>) {
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const navigate = useRouterNavigate();
  const fillsPage = height === undefined;
  // Where the table starts on the page, how much sticks above it there (the app header), and whether it is wider
  // than its frame.
  const [page, setPage] = useState({ top: 0, stickyTop: 0, overflows: false });
  // The same for the page virtualizer's callbacks, and a way to tell it that the table moved on the page.
  const pageRef = useRef(page);
  const tableMoved = useRef<() => void>(undefined);
  const [currentSort, setSort] = useControllableState(sort, defaultSort, onSortChange);
  const [selected, setSelected] = useControllableState(
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
  );
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const anchorId = useRef<string | null>(null);

  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  // By the hidden ids' content: a new array with the same ids (the page reads them from the address on every
  // draw) keeps the same columns, so the rows are not drawn again for it.
  const hiddenKey = hiddenColumnIds.join('\n');
  const visibleColumns = useMemo(
    () => columns.filter((column) => column.isKey || !hiddenKey.split('\n').includes(column.id)),
    [columns, hiddenKey],
  );

  const order = useMemo(() => {
    const column = currentSort ? columnsById.get(currentSort.columnId) : undefined;
    if (sortsOnServer || !column || !currentSort) return null;
    return sortedOrder(rows, column, currentSort.direction);
  }, [rows, columnsById, currentSort, sortsOnServer]);
  const rowAt = useCallback((index: number) => rows[order ? (order[index] ?? index) : index], [rows, order]);

  const rowCount = isLoading ? 0 : rows.length;
  const columnCount = visibleColumns.length + (isSelectable ? 1 : 0);

  const common = {
    count: rowCount,
    estimateSize: () => styles.ROW_HEIGHT,
    overscan: OVERSCAN,
    // Rows start below the sticky header, and scrolling to a row must not hide it under it.
    paddingStart: styles.ROW_HEIGHT,
  };
  // One of the two runs: against the table's own box (`height`), or against the page.
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; read during render only
  const boxVirtualizer = useVirtualizer({
    ...common,
    enabled: !fillsPage,
    getScrollElement: () => scrollRef.current,
    scrollPaddingStart: styles.ROW_HEIGHT,
    initialRect: { width: 0, height: height ?? 0 },
    initialOffset: 0,
    observeElementRect: observeRectAfterFrame,
    observeElementOffset: observeOffsetAfterFrame,
    scrollToFn: scrollUnlessNew,
  });
  // Against the page, the virtualizer sees the window as a box that starts under the app header and is scrolled
  // by how far the page has scrolled past the table's top. (Not `scrollMargin`: a change of it, whenever
  // something above the table grows, rebuilds the positions of all rows.)
  const pageVirtualizer = useWindowVirtualizer({
    ...common,
    enabled: fillsPage,
    scrollPaddingStart: styles.ROW_HEIGHT,
    // Read while rendering, before this render changes the page: no forced layout.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    initialOffset: 0,
    observeElementRect: (instance, report) =>
      observeWindowRectAfterFrame(instance, (rect) =>
        report({ width: rect.width, height: rect.height - pageRef.current.stickyTop }),
      ),
    observeElementOffset: (instance, report) => {
      const fromTable = (scrollY: number) => scrollY + pageRef.current.stickyTop - pageRef.current.top;
      tableMoved.current = () => report(fromTable(window.scrollY), false);
      return observeWindowOffsetAfterFrame(instance, (scrollY, isScrolling) =>
        report(fromTable(scrollY), isScrolling),
      );
    },
    scrollToFn: (offset, options, instance) =>
      scrollWindowUnlessNew(offset + pageRef.current.top - pageRef.current.stickyTop, options, instance),
  });
  const virtualizer = fillsPage ? pageVirtualizer : boxVirtualizer;
  const virtualRows = virtualizer.getVirtualItems();
  const first = virtualRows[0];
  const last = virtualRows[virtualRows.length - 1];
  const paddingTop = first ? first.start - styles.ROW_HEIGHT : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  // Least widths: the table is never narrower than their sum; wider, each column takes its share of the room.
  const widths = visibleColumns.map((column) => column.width ?? defaultColumnWidth);
  const widthSum = widths.reduce((sum, width) => sum + width, 0);
  const minTableWidth = widthSum + (isSelectable ? styles.CHECKBOX_COLUMN_WIDTH : 0);

  // After each layout (no reads of our own that would force one): does the table fit its frame, and, filling the
  // page, where on the page does it start (what is above it changes: filters, chips, a banner)?
  useEffect(() => {
    const scroller = scrollRef.current;
    const table = tableRef.current;
    if (!scroller || !table) return;
    const observer = new ResizeObserver(() => {
      const overflows = scroller.clientWidth < minTableWidth;
      const top = fillsPage ? Math.round(table.getBoundingClientRect().top + window.scrollY) : 0;
      const stickyTop = fillsPage ? parseFloat(getComputedStyle(scroller).scrollMarginTop) || 0 : 0;
      const current = pageRef.current;
      if (current.top === top && current.stickyTop === stickyTop && current.overflows === overflows) return;
      pageRef.current = { top, stickyTop, overflows };
      setPage(pageRef.current);
      if (current.top !== top || current.stickyTop !== stickyTop) tableMoved.current?.();
    });
    observer.observe(scroller);
    if (fillsPage) observer.observe(document.body);
    return () => observer.disconnect();
  }, [fillsPage, minTableWidth]);

  // A table that scrolls sideways is a scroll box, which a sticky header row would stick to: there it follows the
  // page's scrolling itself, below the app header, down to the last row.
  const headerFollows = fillsPage && page.overflows;
  useEffect(() => {
    const head = headRef.current;
    if (!head || !headerFollows) return;
    const follow = () => {
      const offset = Math.min(
        Math.max(0, window.scrollY + page.stickyTop - page.top),
        rowCount * styles.ROW_HEIGHT,
      );
      head.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
    };
    // In the next frame, where the page is laid out anyway: reading the scroll now would lay it out in this task.
    const frame = requestAnimationFrame(follow);
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
      head.style.transform = '';
    };
  }, [headerFollows, page, rowCount]);

  const selectedShown = useMemo(() => {
    if (selected.size === 0) return 0;
    let count = 0;
    for (const row of rows) if (selected.has(getRowId(row))) count += 1;
    return count;
  }, [selected, rows, getRowId]);
  const allShownSelected = rowCount > 0 && selectedShown === rowCount;
  const someShownSelected = selectedShown > 0 && !allShownSelected;

  const headerCheckbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerCheckbox.current) headerCheckbox.current.indeterminate = someShownSelected;
  }, [someShownSelected]);

  // Rows can disappear (a new page, a filter): keep the active row inside the range.
  const active = activeIndex === null || rowCount === 0 ? null : Math.min(activeIndex, rowCount - 1);

  const toggleRange = useCallback(
    (index: number, extend: boolean) => {
      const target = rowAt(index);
      if (target === undefined) return;
      const select = !selected.has(getRowId(target));
      // The anchor is a row, not a position: after a re-sort the range runs from where it is now.
      let anchor = -1;
      if (extend && anchorId.current !== null) {
        for (let i = 0; i < rowCount && anchor < 0; i += 1) {
          const row = rowAt(i);
          if (row !== undefined && getRowId(row) === anchorId.current) anchor = i;
        }
      }
      const from = anchor >= 0 ? Math.min(anchor, index) : index;
      const to = anchor >= 0 ? Math.max(anchor, index) : index;
      const next = new Set(selected);
      for (let i = from; i <= to; i += 1) {
        const row = rowAt(i);
        if (row === undefined) continue;
        const id = getRowId(row);
        if (select) next.add(id);
        else next.delete(id);
      }
      anchorId.current = getRowId(target);
      setSelected(next);
    },
    [selected, setSelected, rowAt, getRowId, rowCount],
  );

  const toggleAll = () => {
    if (allShownSelected) {
      const next = new Set(selected);
      for (const row of rows) next.delete(getRowId(row));
      setSelected(next);
    } else {
      const next = new Set(selected);
      for (const row of rows) next.add(getRowId(row));
      setSelected(next);
    }
    anchorId.current = null;
  };

  const moveTo = (index: number) => {
    if (rowCount === 0) return;
    const next = Math.max(0, Math.min(rowCount - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pageSize = () =>
    Math.max(1, Math.floor((height ?? window.innerHeight - page.stickyTop) / styles.ROW_HEIGHT) - 2);

  const isClickable = rowHref !== undefined || onRowAction !== undefined;
  const openRow = (row: Row) => {
    const href = rowHref?.(row);
    if (href === undefined) onRowAction?.(row);
    else if (navigate) navigate(href);
    else window.location.assign(href);
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row, index: number) => {
    setActiveIndex(index);
    if (!isClickable || event.button !== 0) return;
    // A new tab is the key cell's link's business; the checkbox, links and buttons in a cell are their own.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((event.target as Element).closest('a, button, input, label, select, textarea, [data-select-cell]'))
      return;
    // The end of selecting a cell's text is no click on the row.
    if (window.getSelection()?.isCollapsed === false) return;
    openRow(row);
  };

  // A cell or header cut short, or holding something cut short (a badge in a narrow column), shows its whole text
  // as a title while pointed at.
  const titleIfClipped = (event: MouseEvent<HTMLTableElement>) => {
    const element = (event.target as Element).closest<HTMLElement>('[data-clip]');
    if (!element) return;
    const cell = element.closest('th') ?? element;
    const isCut = (box: Element) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    const clipped =
      isCut(element) || cell.scrollWidth > cell.clientWidth || [...element.querySelectorAll('*')].some(isCut);
    if (clipped) element.title = element.textContent ?? '';
    else element.removeAttribute('title');
  };

  const keyColumnId = (visibleColumns.find((column) => column.isKey) ?? visibleColumns[0])?.id;

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Keys typed into a checkbox or a header button are theirs.
    if (event.target !== event.currentTarget || rowCount === 0) return;
    const current = active ?? -1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(current + 1),
      ArrowUp: () => moveTo(current < 0 ? 0 : current - 1),
      PageDown: () => moveTo(current + pageSize()),
      PageUp: () => moveTo(current - pageSize()),
      Home: () => moveTo(0),
      End: () => moveTo(rowCount - 1),
      ' ': () => {
        if (!isSelectable) return;
        const index = Math.max(0, current);
        setActiveIndex(index);
        toggleRange(index, event.shiftKey);
      },
      Enter: () => {
        const row = active === null ? undefined : rowAt(active);
        if (row !== undefined) openRow(row);
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onCheckboxClick = (event: MouseEvent<HTMLInputElement>, index: number) => {
    event.stopPropagation();
    setActiveIndex(index);
    toggleRange(index, event.shiftKey);
  };

  // The rows' handlers, the same functions from draw to draw (they call the latest ones), so that a row is drawn
  // again only when what it shows changes (`TableRow`).
  const latest = useRef({ onRowClick, onCheckboxClick });
  useLayoutEffect(() => {
    latest.current = { onRowClick, onCheckboxClick };
  });
  const rowEvents = useMemo<RowEvents<Row>>(
    () => ({
      onRowClick: (event, row, index) => latest.current.onRowClick(event, row, index),
      onCheckboxClick: (event, index) => latest.current.onCheckboxClick(event, index),
    }),
    [],
  );

  const rowDomId = (id: string) => `${gridId}-row-${id}`;
  // Point at the active row only while it is in the DOM (it leaves when scrolled far away).
  const activeRow =
    active !== null && virtualRows.some((virtualRow) => virtualRow.index === active)
      ? rowAt(active)
      : undefined;
  const showSelectAllMatching =
    isSelectable &&
    allShownSelected &&
    onSelectAllMatching !== undefined &&
    selectAllMatchingLabel !== undefined;

  return (
    <div className={styles.root}>
      {showSelectAllMatching && (
        <div className={styles.selectionBar} data-print="hide">
          {allShownSelectedText && <span>{allShownSelectedText}</span>}
          <Button tone="ghost" size="sm" onPress={onSelectAllMatching}>
            {selectAllMatchingLabel}
          </Button>
        </div>
      )}
      {isLoading && (
        <span role="status" className={visuallyHidden}>
          {loadingText}
        </span>
      )}
      <div
        ref={scrollRef}
        className={fillsPage ? styles.scroller : `${styles.scroller} ${styles.scrollBox}`}
        style={fillsPage ? undefined : { maxHeight: height, containIntrinsicHeight: `auto ${height}px` }}
        data-overflows={page.overflows || undefined}
        data-print="expand"
        data-testid="register-table-scroller"
      >
        <table
          ref={tableRef}
          role="grid"
          className={styles.table}
          style={{ minWidth: minTableWidth }}
          aria-label={label}
          aria-rowcount={rowCount > 0 ? rowCount + 1 : undefined}
          aria-colcount={columnCount}
          aria-busy={isLoading || undefined}
          aria-multiselectable={isSelectable || undefined}
          aria-activedescendant={activeRow !== undefined ? rowDomId(getRowId(activeRow)) : undefined}
          tabIndex={0}
          onKeyDown={onGridKeyDown}
          onMouseOver={titleIfClipped}
          onFocus={(event) => {
            if (event.target === event.currentTarget && active === null && rowCount > 0) setActiveIndex(0);
          }}
        >
          <colgroup>
            {isSelectable && <col style={{ width: styles.CHECKBOX_COLUMN_WIDTH }} />}
            {visibleColumns.map((column, index) => (
              <col key={column.id} style={{ width: `${((widths[index] ?? 0) / widthSum) * 100}%` }} />
            ))}
          </colgroup>
          <thead ref={headRef} className={styles.head}>
            <tr aria-rowindex={1}>
              {isSelectable && (
                <th className={`${styles.headerCell} ${styles.checkboxCell}`} scope="col">
                  <input
                    ref={headerCheckbox}
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={selectAllLabel}
                    checked={allShownSelected}
                    disabled={isLoading || rowCount === 0}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {visibleColumns.map((column) => {
                const direction = currentSort?.columnId === column.id ? currentSort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-column={column.id}
                    className={`${styles.headerCell} ${column.align === 'end' ? styles.alignEnd : ''}`}
                    aria-sort={column.isSortable ? (direction ?? 'none') : undefined}
                  >
                    {column.isSortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => setSort(nextSort(currentSort, column.id))}
                      >
                        <span className={styles.headerText} data-clip="">
                          {column.header}
                        </span>
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      <span className={styles.headerText} data-clip="">
                        {column.header}
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {isLoading &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} className={styles.row()} aria-hidden="true" data-skeleton="">
                  {Array.from({ length: columnCount }, (__, cellIndex) => (
                    <td key={cellIndex} className={styles.cell}>
                      <span className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))}
            {!isLoading && rowCount === 0 && (
              <tr>
                <td className={`${styles.cell} ${styles.messageCell}`} colSpan={columnCount}>
                  {emptyText}
                </td>
              </tr>
            )}
            {paddingTop > 0 && (
              <tr aria-hidden="true" style={{ height: paddingTop }}>
                <td colSpan={columnCount} />
              </tr>
            )}
            {virtualRows.map((virtualRow) => {
              const row = rowAt(virtualRow.index);
              if (row === undefined) return null;
              const id = getRowId(row);
              return (
                <TableRow<Row>
                  // Keyed by slot, not row: a jump across the table updates the rows in place instead of
                  // replacing every element, which keeps each frame short.
                  key={virtualRow.index % SLOT_KEYS}
                  row={row}
                  index={virtualRow.index}
                  domId={rowDomId(id)}
                  columns={visibleColumns}
                  keyColumnId={keyColumnId}
                  href={rowHref?.(row)}
                  selectLabel={isSelectable ? rowSelectLabel(row) : undefined}
                  isSelected={isSelectable && selected.has(id)}
                  isActive={virtualRow.index === active}
                  isClickable={isClickable}
                  events={rowEvents}
                />
              );
            })}
            {paddingBottom > 0 && (
              <tr aria-hidden="true" style={{ height: paddingBottom }}>
                <td colSpan={columnCount} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface RowEvents<Row> {
  onRowClick(event: MouseEvent<HTMLTableRowElement>, row: Row, index: number): void;
  onCheckboxClick(event: MouseEvent<HTMLInputElement>, index: number): void;
}

interface TableRowProps<Row> {
  row: Row;
  index: number;
  domId: string;
  columns: ReadonlyArray<RegisterColumn<Row>>;
  keyColumnId: string | undefined;
  /** The key cell's link. */
  href: string | undefined;
  /** The checkbox's name; none without selection. */
  selectLabel: string | undefined;
  isSelected: boolean;
  isActive: boolean;
  isClickable: boolean;
  events: RowEvents<Row>;
}

/**
 * One row, drawn again only when what it shows changes (its row, the columns, its selection, being active): a new
 * view of the page (a filter chosen, a row ticked elsewhere) then leaves the other rows alone, their cells' values
 * unformatted again and their elements untouched.
 */
const TableRow = memo(function TableRow<Row>({
  row,
  index,
  domId,
  columns,
  keyColumnId,
  href,
  selectLabel,
  isSelected,
  isActive,
  isClickable,
  events,
}: TableRowProps<Row>) {
  return (
    <tr
      id={domId}
      aria-rowindex={index + 2}
      aria-selected={selectLabel !== undefined ? isSelected : undefined}
      data-active={isActive ? '' : undefined}
      className={styles.row({ isSelected, isClickable })}
      onClick={(event) => events.onRowClick(event, row, index)}
    >
      {selectLabel !== undefined && (
        <td className={`${styles.cell} ${styles.checkboxCell}`} data-select-cell="">
          <input
            type="checkbox"
            tabIndex={-1}
            className={styles.checkbox}
            aria-label={selectLabel}
            checked={isSelected}
            onClick={(event) => events.onCheckboxClick(event, index)}
            // Selection changes in onClick, which knows about Shift.
            onChange={() => undefined}
          />
        </td>
      )}
      {columns.map((column) => {
        const content = column.cell ? column.cell(row) : String(column.value(row) ?? '');
        const link = column.id === keyColumnId ? href : undefined;
        return (
          <td
            key={column.id}
            className={`${styles.cell} ${column.align === 'end' ? styles.alignEnd : ''}`}
            data-clip=""
          >
            {link === undefined ? (
              content
            ) : (
              // One tab stop for the grid (its active row): the link is for pointers and readers.
              <RouterLink href={link} tabIndex={-1} className={styles.keyLink}>
                {content}
              </RouterLink>
            )}
          </td>
        );
      })}
    </tr>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactElement;
