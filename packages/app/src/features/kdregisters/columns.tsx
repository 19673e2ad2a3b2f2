import type { IntlShape } from 'react-intl';
import type { KdRegister } from '@karvon/sdk';
import { formatDay, formatSum } from '../../format/format.ts';
import type { ListColumn } from '../../lists/columns.ts';

/** The KD registers' columns, in order. */
export function kdColumns(intl: IntlShape): ListColumn<KdRegister>[] {
  return [
    {
      id: 'number',
      isKey: true,
      header: intl.formatMessage({ id: 'kd.col.number' }),
      value: (row) => row.number,
      width: 150,
    },
    {
      id: 'business_date',
      header: intl.formatMessage({ id: 'kd.col.business_date' }),
      value: (row) => row.business_date,
      cell: (row) => formatDay(row.business_date),
      sheet: (row) => ({ day: row.business_date }),
      width: 110,
    },
    {
      id: 'driver',
      header: intl.formatMessage({ id: 'col.driver' }),
      value: (row) => row.driver?.name ?? '—',
      width: 160,
    },
    {
      id: 'car_number',
      header: intl.formatMessage({ id: 'col.car_number' }),
      value: (row) => row.car_number ?? '—',
      width: 130,
    },
    {
      id: 'branch',
      header: intl.formatMessage({ id: 'col.branch' }),
      value: (row) => row.branch.name,
      width: 190,
    },
    {
      id: 'applications_count',
      header: intl.formatMessage({ id: 'kd.col.applications_count' }),
      value: (row) => row.applications_count,
      cell: (row) => intl.formatNumber(row.applications_count),
      width: 90,
      align: 'end',
    },
    {
      id: 'delivered_count',
      header: intl.formatMessage({ id: 'kd.col.delivered_count' }),
      value: (row) =>
        intl.formatMessage(
          { id: 'kd.deliveredOf' },
          { delivered: row.delivered_count, count: row.applications_count },
        ),
      sheet: (row) => row.delivered_count,
      width: 120,
      align: 'end',
    },
    {
      id: 'total_amount',
      header: intl.formatMessage({ id: 'col.total_amount' }),
      value: (row) => formatSum(intl, row.total_amount),
      sheet: (row) => ({ sum: row.total_amount }),
      width: 130,
      align: 'end',
    },
    {
      id: 'state',
      header: intl.formatMessage({ id: 'kd.col.state' }),
      value: (row) => intl.formatMessage({ id: row.is_closed ? 'kd.closed' : 'kd.open' }),
      width: 110,
    },
  ];
}
