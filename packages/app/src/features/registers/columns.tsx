import type { IntlShape } from 'react-intl';
import type { Register } from '@karvon/sdk';
import {
  ApprovalBadge,
  approvalLabel,
  PrintedCell,
  RegisterKindBadge,
  registerKindLabel,
  type UiLocale,
} from '@karvon/ui';
import { formatDay, formatSum, formatWhen } from '../../format/format.ts';
import type { ListColumn } from '../../lists/columns.ts';

/** The registers list's columns, in order; the creator and the creation time are hidden at first. */
export function registerColumns(intl: IntlShape, locale: UiLocale): ListColumn<Register>[] {
  const header = (id: string) => intl.formatMessage({ id: `reg.col.${id}` as 'reg.col.number' });
  const printed = (row: Register) =>
    intl.formatMessage({ id: row.is_printed ? 'reg.printed.yes' : 'reg.printed.no' });
  return [
    { id: 'number', header: header('number'), value: (row) => row.number, isKey: true, width: 140 },
    {
      id: 'kind',
      header: header('kind'),
      value: (row) => row.kind,
      cell: (row) => <RegisterKindBadge kind={row.kind} />,
      sheet: (row) => registerKindLabel(row.kind, locale),
      width: 176,
    },
    {
      id: 'status',
      header: header('status'),
      value: (row) => row.status,
      cell: (row) => <ApprovalBadge status={row.status} />,
      sheet: (row) => approvalLabel(row.status, locale),
      width: 140,
    },
    {
      id: 'business_date',
      header: header('business_date'),
      value: (row) => row.business_date,
      cell: (row) => formatDay(row.business_date),
      sheet: (row) => ({ day: row.business_date }),
      width: 110,
    },
    { id: 'branch', header: header('branch'), value: (row) => row.branch.name, width: 196 },
    {
      id: 'products_count',
      header: header('products_count'),
      value: (row) => row.products_count,
      cell: (row) => intl.formatNumber(row.products_count),
      width: 90,
      align: 'end',
    },
    {
      id: 'total_amount',
      header: header('total_amount'),
      value: (row) => formatSum(intl, row.total_amount),
      sheet: (row) => ({ sum: row.total_amount }),
      width: 120,
      align: 'end',
    },
    {
      id: 'printed',
      header: header('printed'),
      value: (row) => row.is_printed,
      sheet: printed,
      cell: (row) => (
        <PrintedCell
          isPrinted={row.is_printed}
          printedLabel={intl.formatMessage({ id: 'reg.printed.yes' })}
          notPrintedLabel={intl.formatMessage({ id: 'reg.printed.no' })}
        />
      ),
      width: 140,
    },
    {
      id: 'created_by',
      header: header('created_by'),
      value: (row) => row.created_by?.name ?? intl.formatMessage({ id: 'reg.nobody' }),
      width: 170,
    },
    {
      id: 'created_at',
      header: header('created_at'),
      value: (row) => formatWhen(row.created_at, locale),
      sheet: (row) => ({ date: row.created_at }),
      width: 140,
    },
  ];
}
