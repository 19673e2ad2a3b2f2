import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { listFrozenApplications, type FrozenApplication } from '@karvon/sdk';
import { RegisterTable, StatusBadge, statusLabel, useUiLocale } from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatSum, formatWhen } from '../../format/format.ts';
import { shownColumns, type ListColumn } from '../../lists/columns.ts';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { branchAndDaysChips, withoutChip } from '../../lists/filterChips.ts';
import { ListPage } from '../../lists/ListPage.tsx';
import { useListQuery } from '../../lists/useListQuery.ts';
import { tableText } from '../../lists/tableText.ts';
import { useListView } from '../../lists/useListView.ts';
import { useSelection } from '../../lists/useSelection.ts';
import { session } from '../../session/store.ts';
import { FrozenActions } from './frozenActions.tsx';
import { FrozenFilterFields } from './FrozenFilterFields.tsx';
import { frozenList } from './listQuery.ts';
import { frozenPage } from './queries.ts';

/** Frozen applications (SPEC §1): search and pages in the URL; accept, close or send to delivery, one or many. */
export default function FrozenApplicationsPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const { branches } = useSnapshot(session);
  const { view, request, change, setHiddenColumns, clearFilters } = useListView(frozenList);
  const chips = branchAndDaysChips(view.query, intl, branches);
  const list = useListQuery(frozenPage(request));
  const [selected, setSelected] = useSelection(request);
  const columns = useMemo<ListColumn<FrozenApplication>[]>(
    () => [
      {
        id: 'order_id',
        isKey: true,
        header: intl.formatMessage({ id: 'col.order_id' }),
        value: (row) => row.order_id,
        width: 150,
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'col.status' }),
        value: (row) => row.status,
        cell: (row) => <StatusBadge status={row.status} size="sm" />,
        sheet: (row) => statusLabel(row.status, locale),
        width: 172,
      },
      {
        id: 'step',
        header: intl.formatMessage({ id: 'col.step' }),
        value: (row) => intl.formatMessage({ id: `step.${row.step}` }),
        width: 150,
      },
      {
        id: 'counteragent',
        header: intl.formatMessage({ id: 'col.counteragent' }),
        value: (row) => row.counteragent,
        width: 180,
      },
      {
        id: 'branch',
        header: intl.formatMessage({ id: 'col.branch' }),
        value: (row) => row.branch.name,
        width: 160,
      },
      {
        id: 'frozen_at',
        header: intl.formatMessage({ id: 'col.frozen_at' }),
        value: (row) => formatWhen(row.frozen_at, locale),
        sheet: (row) => ({ date: row.frozen_at }),
        width: 140,
      },
      {
        id: 'frozen_by',
        header: intl.formatMessage({ id: 'col.frozen_by' }),
        value: (row) => row.frozen_by?.name ?? '—',
        width: 170,
      },
      {
        id: 'reason',
        header: intl.formatMessage({ id: 'col.reason' }),
        value: (row) => row.reason ?? '—',
        width: 178,
      },
      {
        id: 'total_amount',
        header: intl.formatMessage({ id: 'col.total_amount' }),
        value: (row) => formatSum(intl, row.total_amount),
        sheet: (row) => ({ sum: row.total_amount }),
        width: 130,
        align: 'end',
      },
    ],
    [intl, locale],
  );
  const ids = [...selected].map(Number);

  return (
    <ListPage
      title={intl.formatMessage({ id: 'page.freeze_application' })}
      actions={
        <>
          <FrozenActions ids={ids} onDone={() => setSelected(new Set())} />
          <ExportButton
            fileName="karvon-frozen-applications"
            sheetName={intl.formatMessage({ id: 'frozen.table' })}
            columns={shownColumns(columns, view.hiddenColumns)}
            fetchPage={(page, per_page, signal) =>
              listFrozenApplications(clients, { ...request, page, per_page }, { signal })
            }
          />
          <ColumnSettings columns={columns} hidden={view.hiddenColumns} onChange={setHiddenColumns} />
        </>
      }
      search={{
        label: intl.formatMessage({ id: 'frozen.search' }),
        onChange: (search, how) => change({ search }, how),
      }}
      filters={<FrozenFilterFields onChange={change} />}
      chips={{
        items: chips,
        onRemove: (id) => change(withoutChip(id)),
        onClearAll: clearFilters,
      }}
      table={
        <RegisterTable<FrozenApplication>
          label={intl.formatMessage({ id: 'frozen.table' })}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => String(row.id)}
          selectedRowIds={selected}
          onSelectedRowIdsChange={setSelected}
          rowSelectLabel={(row) => intl.formatMessage({ id: 'apps.selectRow' }, { id: row.order_id })}
          hiddenColumnIds={view.hiddenColumns}
          isLoading={list.isLoading}
          {...tableText(intl, Boolean(view.query.search) || chips.length > 0)}
          rowHref={(row) => `/freeze_application/${row.id}`}
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
