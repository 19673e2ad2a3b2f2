import type { IntlShape } from 'react-intl';
import type { Application, ApplicationSort } from '@karvon/sdk';
import { PrintedCell, StatusBadge, statusLabel, type RegisterSort, type UiLocale } from '@karvon/ui';
import type { ListColumn } from '../../lists/columns.ts';
import { formatMinutes, formatSum, formatWhen } from '../../format/format.ts';
import * as styles from './applications.css.ts';

/** The list's columns, in order; `sort` names the server's sort key of a sortable column. */
export function applicationColumns(intl: IntlShape, locale: UiLocale): ListColumn<Application>[] {
  const header = (id: string) => intl.formatMessage({ id: `col.${id}` as 'col.id' });
  return [
    { id: 'id', header: header('id'), value: (row) => row.id, isSortable: true, width: 72, align: 'end' },
    { id: 'order_id', header: header('order_id'), value: (row) => row.order_id, width: 152, isKey: true },
    {
      id: 'status',
      header: header('status'),
      value: (row) => row.status,
      cell: (row) => <StatusBadge status={row.status} size="sm" />,
      sheet: (row) => statusLabel(row.status, locale),
      width: 146,
    },
    {
      id: 'step',
      header: header('step'),
      value: (row) => intl.formatMessage({ id: `step.${row.step}` }),
      width: 158,
    },
    {
      id: 'time_spent',
      header: header('time_spent'),
      value: (row) => row.time_spent_minutes,
      sheet: (row) => ({ minutes: row.time_spent_minutes }),
      cell: (row) => (
        <span
          className={styles.timing[row.timing]}
          title={intl.formatMessage({ id: `timing.${row.timing}` })}
        >
          {formatMinutes(intl, row.time_spent_minutes)}
        </span>
      ),
      isSortable: true,
      width: 146,
      align: 'end',
    },
    { id: 'counteragent', header: header('counteragent'), value: (row) => row.counteragent, width: 126 },
    { id: 'driver', header: header('driver'), value: (row) => row.driver?.name ?? '—', width: 170 },
    { id: 'car_number', header: header('car_number'), value: (row) => row.car_number ?? '—', width: 120 },
    {
      id: 'register_branch',
      header: header('register_branch'),
      value: (row) => row.register_branch.name,
      width: 126,
    },
    {
      id: 'sale_branch',
      header: header('sale_branch'),
      value: (row) => row.sale_branch?.name ?? '—',
      width: 180,
    },
    {
      id: 'created_at',
      header: header('created_at'),
      value: (row) => formatWhen(row.created_at, locale),
      sheet: (row) => ({ date: row.created_at }),
      isSortable: true,
      width: 150,
    },
    {
      id: 'delivery_deadline',
      header: header('delivery_deadline'),
      value: (row) => formatWhen(row.delivery_deadline, locale),
      sheet: (row) => ({ date: row.delivery_deadline }),
      isSortable: true,
      width: 150,
    },
    {
      id: 'total_amount',
      header: header('total_amount'),
      value: (row) => formatSum(intl, row.total_amount),
      sheet: (row) => ({ sum: row.total_amount }),
      isSortable: true,
      width: 130,
      align: 'end',
    },
    {
      id: 'is_printed',
      header: header('is_printed'),
      value: (row) => row.is_printed,
      sheet: (row) => intl.formatMessage({ id: row.is_printed ? 'printed.yes' : 'printed.no' }),
      cell: (row) => (
        <PrintedCell
          isPrinted={row.is_printed}
          printedLabel={intl.formatMessage({ id: 'printed.yes' })}
          notPrintedLabel={intl.formatMessage({ id: 'printed.no' })}
        />
      ),
      width: 130,
    },
  ];
}

/** Table column ↔ the server's sort key. */
const sortKeys: Record<string, ApplicationSort> = {
  id: 'id',
  time_spent: 'time_spent_minutes',
  created_at: 'created_at',
  delivery_deadline: 'delivery_deadline',
  total_amount: 'total_amount',
};

export function tableSortOf(sort: ApplicationSort): RegisterSort {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const columnId = Object.entries(sortKeys).find(([, value]) => value === key)?.[0];
  return columnId ? { columnId, direction: descending ? 'descending' : 'ascending' } : null;
}

export function serverSortOf(sort: RegisterSort): ApplicationSort | undefined {
  if (!sort) return undefined;
  const key = sortKeys[sort.columnId];
  if (!key) return undefined;
  return (sort.direction === 'descending' ? `-${key}` : key) as ApplicationSort;
}
