import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { listFrozenApplications, type FrozenApplication } from '@karvon/sdk';
import {
  Card,
  Heading,
  Pagination,
  RegisterTable,
  SearchInput,
  StatusBadge,
  Stack,
  Text,
  useUiLocale,
  type RegisterColumn,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { formatSum, formatWhen } from '../applications/format.ts';
import * as styles from '../applications/ApplicationsPage.css.ts';
import { FrozenActions, frozenQueryKey } from './frozenActions.tsx';

const perPage = 50;

/** Frozen applications (SPEC §1): search and page in the URL; accept, close or send to delivery, one or many. */
export default function FrozenApplicationsPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const search = params.get('search')?.trim() || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    navigate(`${path}${query.size > 0 ? `?${query}` : ''}`);
  };
  const request = { search, page, per_page: perPage };
  const list = useQuery({
    queryKey: [frozenQueryKey, request],
    queryFn: ({ signal }) => listFrozenApplications(clients, request, { signal }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo<RegisterColumn<FrozenApplication>[]>(
    () => [
      {
        id: 'order_id',
        header: intl.formatMessage({ id: 'col.order_id' }),
        value: (row) => row.order_id,
        width: 170,
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'col.status' }),
        value: (row) => row.status,
        cell: (row) => <StatusBadge status={row.status} size="sm" />,
        width: 170,
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
        width: 200,
      },
      {
        id: 'branch',
        header: intl.formatMessage({ id: 'col.branch' }),
        value: (row) => row.branch.name,
        width: 180,
      },
      {
        id: 'frozen_at',
        header: intl.formatMessage({ id: 'col.frozen_at' }),
        value: (row) => formatWhen(row.frozen_at, locale),
        width: 150,
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
        width: 220,
      },
      {
        id: 'total_amount',
        header: intl.formatMessage({ id: 'col.total_amount' }),
        value: (row) => formatSum(intl, row.total_amount),
        width: 130,
        align: 'end',
      },
    ],
    [intl, locale],
  );
  const meta = list.data?.meta;
  const ids = [...selected].map(Number);

  return (
    <Stack gap="4">
      <div className={styles.summary}>
        <Heading level={1}>{intl.formatMessage({ id: 'page.freeze_application' })}</Heading>
        <FrozenActions ids={ids} onDone={() => setSelected(new Set())} />
      </div>
      <Card>
        <SearchInput
          key={search ?? ''}
          label={intl.formatMessage({ id: 'frozen.search' })}
          defaultValue={search ?? ''}
          onDebouncedChange={(value) => {
            if ((value.trim() || undefined) !== search) go({ search: value.trim() });
          }}
        />
      </Card>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <Card padding="none">
          <RegisterTable<FrozenApplication>
            label={intl.formatMessage({ id: 'frozen.table' })}
            columns={columns}
            rows={list.data?.data ?? []}
            getRowId={(row) => String(row.id)}
            selectedRowIds={selected}
            onSelectedRowIdsChange={setSelected}
            selectAllLabel={intl.formatMessage({ id: 'apps.selectAll' })}
            rowSelectLabel={(row) => intl.formatMessage({ id: 'apps.selectRow' }, { id: row.order_id })}
            isLoading={list.isPending}
            loadingText={intl.formatMessage({ id: 'app.loading' })}
            emptyText={intl.formatMessage({ id: search ? 'list.noResults' : 'list.noData' })}
            onRowAction={(row) => navigate(`/freeze_application/${row.id}`)}
            height={520}
          />
        </Card>
      )}
      {meta && (
        <div className={styles.summary}>
          <Text tone="muted" aria-live="polite">
            {intl.formatMessage({ id: 'apps.total' }, { count: meta.total })}
          </Text>
          <Pagination
            page={meta.current_page}
            pageCount={Math.max(1, meta.last_page)}
            onPageChange={(next) => go({ search, page: next })}
            totalItems={meta.total}
          />
        </div>
      )}
    </Stack>
  );
}
