import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { listUnknownProducts, type UnknownProduct } from '@karvon/sdk';
import { RegisterTable, useUiLocale } from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatWhen } from '../../format/format.ts';
import { shownColumns, type ListColumn } from '../../lists/columns.ts';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { branchAndDaysChips, withoutChip } from '../../lists/filterChips.ts';
import { ListPage } from '../../lists/ListPage.tsx';
import { tableText } from '../../lists/tableText.ts';
import { useListQuery } from '../../lists/useListQuery.ts';
import { useListView } from '../../lists/useListView.ts';
import { session } from '../../session/store.ts';
import { unknownList } from './listQuery.ts';
import { unknownPage } from './queries.ts';
import { UnknownFilterFields } from './UnknownFilterFields.tsx';

// The card of one product comes on demand.
const UnknownProductDialog = lazy(() => import('./UnknownProductDialog.tsx'));

/**
 * Unknown goods (SPEC §2 `unknown`): goods found in a branch that match no application, the latest first; search,
 * branch and days in the URL. The contract only lists them: a row opens everything known about one.
 */
export default function UnknownProductsPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const { branches } = useSnapshot(session);
  const { view, request, change, setHiddenColumns, clearFilters } = useListView(unknownList);
  const chips = branchAndDaysChips(view.query, intl, branches);
  const list = useListQuery(unknownPage(request));
  const [open, setOpen] = useState<UnknownProduct | null>(null);
  const columns = useMemo<ListColumn<UnknownProduct>[]>(
    () => [
      {
        id: 'name',
        isKey: true,
        header: intl.formatMessage({ id: 'product.name' }),
        value: (row) => row.name,
        width: 220,
      },
      {
        id: 'code',
        header: intl.formatMessage({ id: 'product.code' }),
        value: (row) => row.code ?? '—',
        width: 150,
      },
      {
        id: 'sku',
        header: intl.formatMessage({ id: 'product.sku' }),
        value: (row) => row.sku ?? '—',
        width: 110,
      },
      {
        id: 'imei',
        header: intl.formatMessage({ id: 'product.imei' }),
        value: (row) => row.imei ?? '—',
        width: 160,
      },
      {
        id: 'branch',
        header: intl.formatMessage({ id: 'col.branch' }),
        value: (row) => row.branch.name,
        width: 190,
      },
      {
        id: 'found_at',
        header: intl.formatMessage({ id: 'unknown.col.found_at' }),
        value: (row) => formatWhen(row.found_at, locale),
        sheet: (row) => ({ date: row.found_at }),
        width: 150,
      },
      {
        id: 'comment',
        header: intl.formatMessage({ id: 'field.comment' }),
        value: (row) => row.comment ?? '—',
        width: 220,
      },
    ],
    [intl, locale],
  );

  return (
    <ListPage
      title={intl.formatMessage({ id: 'page.unknown' })}
      actions={
        <>
          <ExportButton
            fileName="karvon-unknown-goods"
            sheetName={intl.formatMessage({ id: 'page.unknown' })}
            columns={shownColumns(columns, view.hiddenColumns)}
            fetchPage={(page, per_page, signal) =>
              listUnknownProducts(clients, { ...request, page, per_page }, { signal })
            }
          />
          <ColumnSettings columns={columns} hidden={view.hiddenColumns} onChange={setHiddenColumns} />
        </>
      }
      search={{
        label: intl.formatMessage({ id: 'unknown.search' }),
        description: intl.formatMessage({ id: 'unknown.searchHint' }),
        onChange: (search, how) => change({ search }, how),
      }}
      filters={<UnknownFilterFields query={view.query} onChange={change} />}
      chips={{ items: chips, onRemove: (id) => change(withoutChip(id)), onClearAll: clearFilters }}
      table={
        <>
          <RegisterTable<UnknownProduct>
            label={intl.formatMessage({ id: 'page.unknown' })}
            columns={columns}
            rows={list.rows}
            getRowId={(row) => String(row.id)}
            isSelectable={false}
            rowSelectLabel={(row) => row.name}
            hiddenColumnIds={view.hiddenColumns}
            isLoading={list.isLoading}
            {...tableText(intl, Boolean(view.query.search) || chips.length > 0)}
            onRowAction={setOpen}
          />
          {open && (
            <Suspense fallback={null}>
              <UnknownProductDialog product={open} onClose={() => setOpen(null)} />
            </Suspense>
          )}
        </>
      }
      meta={list.meta}
      onPageChange={(page) => change({ page })}
      onPerPageChange={(per_page) => change({ per_page })}
      failed={list.failed}
      onRetry={list.retry}
    />
  );
}
