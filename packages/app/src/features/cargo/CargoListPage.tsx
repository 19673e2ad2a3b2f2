import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { listCargo, type Cargo } from '@karvon/sdk';
import { Button, CargoStatusBadge, cargoStatusLabel, RegisterTable, useUiLocale } from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatSum, formatVolume, formatWhen } from '../../format/format.ts';
import { shownColumns, type ListColumn } from '../../lists/columns.ts';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { ListPage } from '../../lists/ListPage.tsx';
import { tableText } from '../../lists/tableText.ts';
import { useListQuery } from '../../lists/useListQuery.ts';
import { useListView } from '../../lists/useListView.ts';
import { session } from '../../session/store.ts';
import { cargoChips } from './cargoChips.ts';
import { cargoList } from './listQuery.ts';
import { cargoPage } from './queries.ts';
import { CargoFilterFields } from './CargoFilterFields.tsx';

/** The cargo register (SPEC §1): shipments between branches; search, filters and pages in the URL. */
export default function CargoListPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const { branches } = useSnapshot(session);
  const { view, request, change, setHiddenColumns, clearFilters } = useListView(cargoList);
  const chips = cargoChips(view.query, intl, locale, branches);
  const list = useListQuery(cargoPage(request));
  const columns = useMemo<ListColumn<Cargo>[]>(() => {
    const header = (id: FormatjsIntl.Message['ids']) => intl.formatMessage({ id });
    return [
      { id: 'number', isKey: true, header: header('cargo.number'), value: (row) => row.number, width: 130 },
      {
        id: 'status',
        header: header('cargo.status'),
        value: (row) => row.status,
        cell: (row) => <CargoStatusBadge status={row.status} />,
        sheet: (row) => cargoStatusLabel(row.status, locale),
        width: 150,
      },
      { id: 'sender', header: header('cargo.sender'), value: (row) => row.sender_branch.name, width: 165 },
      {
        id: 'receiver',
        header: header('cargo.receiver'),
        value: (row) => row.receiver_branch.name,
        width: 165,
      },
      { id: 'car_number', header: header('cargo.car'), value: (row) => row.car_number ?? '—', width: 100 },
      { id: 'driver', header: header('cargo.driver'), value: (row) => row.driver?.name ?? '—', width: 170 },
      {
        id: 'products_count',
        header: header('cargo.productsCount'),
        value: (row) => row.products_count,
        cell: (row) => intl.formatNumber(row.products_count),
        width: 90,
        align: 'end',
      },
      {
        id: 'total_volume_m3',
        header: header('cargo.volume'),
        value: (row) => formatVolume(intl, row.total_volume_m3),
        sheet: (row) => row.total_volume_m3,
        width: 100,
        align: 'end',
      },
      {
        id: 'total_amount',
        header: header('cargo.amount'),
        value: (row) => formatSum(intl, row.total_amount),
        sheet: (row) => ({ sum: row.total_amount }),
        width: 130,
        align: 'end',
      },
      { id: 'comment', header: header('cargo.comment'), value: (row) => row.comment || '—', width: 200 },
      {
        id: 'created_at',
        header: header('cargo.createdAt'),
        value: (row) => formatWhen(row.created_at, locale),
        sheet: (row) => ({ date: row.created_at }),
        width: 150,
      },
      {
        id: 'sent_at',
        header: header('cargo.sentAt'),
        value: (row) => formatWhen(row.sent_at, locale),
        sheet: (row) => ({ date: row.sent_at }),
        width: 150,
      },
      {
        id: 'received_at',
        header: header('cargo.receivedAt'),
        value: (row) => formatWhen(row.received_at, locale),
        sheet: (row) => ({ date: row.received_at }),
        width: 150,
      },
    ];
  }, [intl, locale]);

  return (
    <ListPage
      title={intl.formatMessage({ id: 'page.cargo' })}
      actions={
        <>
          <Button tone="primary" onPress={() => navigate('/cargo/add')}>
            {intl.formatMessage({ id: 'cargo.new' })}
          </Button>
          <ExportButton
            fileName="karvon-cargo"
            sheetName={intl.formatMessage({ id: 'cargo.table' })}
            columns={shownColumns(columns, view.hiddenColumns)}
            fetchPage={(page, per_page, signal) =>
              listCargo(clients, { ...request, page, per_page }, { signal })
            }
          />
          <ColumnSettings columns={columns} hidden={view.hiddenColumns} onChange={setHiddenColumns} />
        </>
      }
      search={{
        label: intl.formatMessage({ id: 'cargo.search' }),
        description: intl.formatMessage({ id: 'cargo.searchHint' }),
        onChange: (search, how) => change({ search }, how),
      }}
      filters={<CargoFilterFields query={view.query} onChange={change} />}
      chips={{
        items: chips,
        onRemove: (id) =>
          change(id === 'dates' ? { date_from: undefined, date_to: undefined } : { [id]: undefined }),
        onClearAll: clearFilters,
      }}
      table={
        <RegisterTable<Cargo>
          label={intl.formatMessage({ id: 'cargo.table' })}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => String(row.id)}
          isSelectable={false}
          rowSelectLabel={(row) => row.number}
          hiddenColumnIds={view.hiddenColumns}
          isLoading={list.isLoading}
          {...tableText(intl, Boolean(view.query.search) || chips.length > 0)}
          rowHref={(row) => `/cargo/item/${row.id}`}
        />
      }
      meta={list.meta}
      onPageChange={(page) => change({ page })}
      onPerPageChange={(per_page) => change({ per_page })}
      failed={list.failed}
      onRetry={list.retry}
    />
  );
}
