import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { listKdRegisters, type KdRegister } from '@karvon/sdk';
import { RegisterTable } from '@karvon/ui';
import { clients } from '../../api.ts';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { shownColumns } from '../../lists/columns.ts';
import { withoutChip } from '../../lists/filterChips.ts';
import { ListPage } from '../../lists/ListPage.tsx';
import { tableText } from '../../lists/tableText.ts';
import { useListQuery } from '../../lists/useListQuery.ts';
import { useListView } from '../../lists/useListView.ts';
import { canOpenRoute } from '../../routing/guard.ts';
import { session } from '../../session/store.ts';
import { kdColumns } from './columns.tsx';
import { kdChips } from './kdChips.ts';
import { kdList } from './listQuery.ts';
import { kdPage } from './queries.ts';
import { KdFilterFields } from './KdFilterFields.tsx';

/** KD registers (SPEC §2 `kdreestr`): a driver's applications out on one day; search, filters and pages in the URL. */
export default function KdRegistersPage() {
  const intl = useIntl();
  const { branches, user, roleEntries } = useSnapshot(session);
  const { view, request, change, setHiddenColumns, clearFilters } = useListView(kdList);
  const list = useListQuery(kdPage(request));
  // A driver set by the address is named by a row of theirs, when the page shows one.
  const driverName = list.rows.find((row) => row.driver?.id === view.query.driver_id)?.driver?.name;
  const chips = kdChips(view.query, intl, branches, driverName);
  const columns = useMemo(() => kdColumns(intl), [intl]);

  return (
    <ListPage
      title={intl.formatMessage({ id: 'page.kdreestr' })}
      actions={
        <>
          <ExportButton
            fileName="karvon-kd-registers"
            sheetName={intl.formatMessage({ id: 'kd.table' })}
            columns={shownColumns(columns, view.hiddenColumns)}
            fetchPage={(page, per_page, signal) =>
              listKdRegisters(clients, { ...request, page, per_page }, { signal })
            }
          />
          <ColumnSettings columns={columns} hidden={view.hiddenColumns} onChange={setHiddenColumns} />
        </>
      }
      search={{
        label: intl.formatMessage({ id: 'kd.search' }),
        description: intl.formatMessage({ id: 'kd.searchHint' }),
        onChange: (search, how) => change({ search }, how),
      }}
      filters={
        <KdFilterFields
          query={view.query}
          onChange={change}
          driverName={driverName}
          canFindDrivers={canOpenRoute('del_application', user, roleEntries)}
        />
      }
      chips={{
        items: chips,
        onRemove: (id) => change(withoutChip(id)),
        onClearAll: clearFilters,
      }}
      table={
        <RegisterTable<KdRegister>
          label={intl.formatMessage({ id: 'kd.table' })}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => String(row.id)}
          isSelectable={false}
          rowSelectLabel={(row) => row.number}
          hiddenColumnIds={view.hiddenColumns}
          isLoading={list.isLoading}
          {...tableText(intl, Boolean(view.query.search) || chips.length > 0)}
          rowHref={(row) => `/kdreestr/item/${row.id}`}
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
