import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { listApplications, type Application } from '@karvon/sdk';
import { Button, RegisterTable, useUiLocale } from '@karvon/ui';
import { clients } from '../../api.ts';
import { session } from '../../session/store.ts';
import { ListPage } from '../../lists/ListPage.tsx';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { shownColumns } from '../../lists/columns.ts';
import { useListQuery } from '../../lists/useListQuery.ts';
import { tableText } from '../../lists/tableText.ts';
import { useListView } from '../../lists/useListView.ts';
import { useSelection } from '../../lists/useSelection.ts';
import { activeFilters } from './activeFilters.ts';
import { ApplicationFilters } from './ApplicationFilters.tsx';
import { applicationColumns, serverSortOf, tableSortOf } from './columns.tsx';
import { applicationsList, defaultSort } from './listQuery.ts';
import { applicationsPage } from './queries.ts';

/** Delivery applications (SPEC §1): search across all parameters, filters, sort, pages, columns — all in the URL. */
export default function ApplicationsPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const { branches } = useSnapshot(session);
  const { view, request, href, change, setHiddenColumns, clearFilters } = useListView(applicationsList);
  const list = useListQuery(applicationsPage(request));
  const [selected, setSelected] = useSelection(request);
  const columns = useMemo(() => applicationColumns(intl, locale), [intl, locale]);
  const chips = activeFilters(view.query, intl, locale, branches);
  const stepPath = `/del_application/step?${new URLSearchParams({ ids: [...selected].join(','), back: href })}`;

  return (
    <ListPage
      title={intl.formatMessage({ id: 'page.del_application' })}
      actions={
        <>
          <Button tone="primary" isDisabled={selected.size === 0} onPress={() => navigate(stepPath)}>
            {intl.formatMessage({ id: 'apps.changeStep' }, { count: selected.size })}
          </Button>
          <ExportButton
            fileName="karvon-applications"
            sheetName={intl.formatMessage({ id: 'apps.table' })}
            columns={shownColumns(columns, view.hiddenColumns)}
            fetchPage={(page, per_page, signal) =>
              listApplications(clients, { ...request, page, per_page }, { signal })
            }
          />
          <ColumnSettings columns={columns} hidden={view.hiddenColumns} onChange={setHiddenColumns} />
        </>
      }
      search={{
        label: intl.formatMessage({ id: 'apps.search' }),
        description: intl.formatMessage({ id: 'apps.searchHint' }),
        onChange: (search, how) => change({ search }, how),
      }}
      filters={<ApplicationFilters onChange={change} />}
      chips={{
        items: chips,
        onRemove: (id) =>
          change(
            id === 'date_from' || id === 'date_to'
              ? { date_from: undefined, date_to: undefined }
              : { [id]: undefined },
          ),
        onClearAll: clearFilters,
      }}
      table={
        <RegisterTable<Application>
          label={intl.formatMessage({ id: 'apps.table' })}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => String(row.id)}
          sort={tableSortOf(view.query.sort ?? defaultSort)}
          sortsOnServer
          onSortChange={(sort) => change({ sort: serverSortOf(sort) })}
          selectedRowIds={selected}
          onSelectedRowIdsChange={setSelected}
          rowSelectLabel={(row) => intl.formatMessage({ id: 'apps.selectRow' }, { id: row.order_id })}
          hiddenColumnIds={view.hiddenColumns}
          isLoading={list.isLoading}
          {...tableText(intl, Boolean(view.query.search) || chips.length > 0)}
          rowHref={(row) => `/del_application/${row.id}`}
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
