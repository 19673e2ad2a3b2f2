import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { listApplications, type Application } from '@karvon/sdk';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  FilterBar,
  Heading,
  Pagination,
  RegisterTable,
  registerTableLoadingHeight,
  SearchInput,
  Stack,
  Text,
  useUiLocale,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { session } from '../../session/store.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { OneByOne } from '../../forms/OneByOne.tsx';
import { activeFilters } from './activeFilters.ts';
import { ApplicationFilters } from './ApplicationFilters.tsx';
import { ExportButton } from './ExportButton.tsx';
import { applicationColumns, serverSortOf, tableSortOf } from './columns.tsx';
import { defaultSort, perPageOptions, requestOf } from './listQuery.ts';
import { useListView } from './useListView.ts';
import * as styles from './ApplicationsPage.css.ts';

export const applicationsQueryKey = 'applications';

/** Delivery applications (SPEC §1): search across all parameters, filters, sort, pages, columns — all in the URL. */
export default function ApplicationsPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const { branches } = useSnapshot(session);
  const { view, change, setHiddenColumns, clearFilters } = useListView();
  const request = requestOf(view);
  const list = useQuery({
    queryKey: [applicationsQueryKey, request],
    queryFn: ({ signal }) => listApplications(clients, request, { signal }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(() => applicationColumns(intl, locale), [intl, locale]);
  // An answer's rows are drawn in a transition: drawing them yields to input rather than blocking it.
  const shown = useDeferredValue(list.data);
  const rows: readonly Application[] = shown?.data ?? [];
  const meta = shown?.meta;
  const chips = activeFilters(view.query, intl, locale, branches);
  const searchRef = useRef<HTMLInputElement>(null);
  // The chips leave with the last filter: focus goes on to the search field rather than off the page.
  const focusSearchOnceDrawn = () => requestAnimationFrame(() => searchRef.current?.focus());

  return (
    <Stack gap="4">
      <div className={styles.summary}>
        <Heading level={1}>{intl.formatMessage({ id: 'page.del_application' })}</Heading>
        <div className={styles.actions}>
          <Button
            tone="primary"
            isDisabled={selected.size === 0}
            onPress={() => navigate(`/del_application/step?ids=${[...selected].join(',')}`)}
          >
            {intl.formatMessage({ id: 'apps.changeStep' }, { count: selected.size })}
          </Button>
          <ExportButton
            query={request}
            columns={columns.filter((column) => !view.hiddenColumns.includes(column.id))}
          />
          <ColumnSettings
            columns={columns.map(({ id, header }) => ({ id, header }))}
            hidden={view.hiddenColumns}
            onChange={setHiddenColumns}
          />
        </div>
      </div>
      <Card>
        <Stack gap="4">
          <div className={styles.toolbar}>
            <div className={styles.grow}>
              <SearchInput
                ref={searchRef}
                key={view.query.search ?? ''}
                label={intl.formatMessage({ id: 'apps.search' })}
                description={intl.formatMessage({ id: 'apps.searchHint' })}
                defaultValue={view.query.search ?? ''}
                onDebouncedChange={(value) => {
                  if (value.trim() !== (view.query.search ?? ''))
                    change({ search: value.trim() || undefined });
                }}
                onSubmit={(value) => change({ search: value.trim() || undefined })}
              />
            </div>
            <ApplicationFilters query={view.query} onChange={change} />
          </div>
          {chips.length > 0 && (
            <FilterBar
              filters={chips}
              onRemove={(id) => {
                change(
                  id === 'date_from' || id === 'date_to'
                    ? { date_from: undefined, date_to: undefined }
                    : { [id]: undefined },
                );
                if (chips.length === 1) focusSearchOnceDrawn();
              }}
              onClearAll={() => {
                clearFilters();
                focusSearchOnceDrawn();
              }}
            />
          )}
        </Stack>
      </Card>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        // The table is set up in the task after the rest of the page: together they made the first frame a long
        // task. Nothing is below it until the first answer comes, so its placeholder moves nothing.
        <OneByOne
          items={[
            <Card key="table" padding="none">
              <RegisterTable<Application>
                label={intl.formatMessage({ id: 'apps.table' })}
                columns={columns}
                rows={rows}
                getRowId={(row) => String(row.id)}
                sort={tableSortOf(view.query.sort ?? defaultSort)}
                sortsOnServer
                onSortChange={(sort) => change({ sort: serverSortOf(sort) })}
                selectedRowIds={selected}
                onSelectedRowIdsChange={setSelected}
                selectAllLabel={intl.formatMessage({ id: 'apps.selectAll' })}
                rowSelectLabel={(row) => intl.formatMessage({ id: 'apps.selectRow' }, { id: row.order_id })}
                hiddenColumnIds={view.hiddenColumns}
                isLoading={shown === undefined}
                loadingText={intl.formatMessage({ id: 'app.loading' })}
                emptyText={intl.formatMessage({
                  id: view.query.search || chips.length > 0 ? 'list.noResults' : 'list.noData',
                })}
                onRowAction={(row) => navigate(`/del_application/${row.id}`)}
                height={560}
              />
            </Card>,
          ]}
          placeholders={[
            <Card key="table" padding="none">
              <div style={{ height: registerTableLoadingHeight }} />
            </Card>,
          ]}
        />
      )}
      {meta && (
        <div className={styles.summary}>
          <Text tone="muted" aria-live="polite">
            {intl.formatMessage({ id: 'apps.total' }, { count: meta.total })}
          </Text>
          <Pagination
            page={meta.current_page}
            pageCount={Math.max(1, meta.last_page)}
            onPageChange={(page) => change({ page })}
            perPage={meta.per_page}
            perPageOptions={perPageOptions}
            onPerPageChange={(per_page) => change({ per_page })}
            totalItems={meta.total}
          />
        </div>
      )}
    </Stack>
  );
}

interface ColumnSettingsProps {
  columns: { id: string; header: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Which columns to show; the choice is part of the URL like the rest of the view. */
function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage({ id: 'apps.columnsTitle' })}
      trigger={<Button tone="secondary">{intl.formatMessage({ id: 'apps.columns' })}</Button>}
      footer={(close) => (
        <Button tone="primary" onPress={close}>
          {intl.formatMessage({ id: 'apps.done' })}
        </Button>
      )}
    >
      <Stack gap="2">
        {columns.map((column) => (
          <Checkbox
            key={column.id}
            value={!hidden.includes(column.id)}
            onValueChange={(shown) =>
              onChange(shown ? hidden.filter((id) => id !== column.id) : [...hidden, column.id])
            }
          >
            {column.header}
          </Checkbox>
        ))}
      </Stack>
    </Dialog>
  );
}
