import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { listWaitingTimes, type WaitingTime } from '@karvon/sdk';
import {
  Button,
  RegisterTable,
  SegmentedControl,
  TimingBadge,
  textLink,
  timingLabel,
  useUiLocale,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatWhen } from '../../format/format.ts';
import { shownColumns, type ListColumn } from '../../lists/columns.ts';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { withoutChip } from '../../lists/filterChips.ts';
import { ListPage } from '../../lists/ListPage.tsx';
import { tableText } from '../../lists/tableText.ts';
import { useListQuery } from '../../lists/useListQuery.ts';
import { useListView } from '../../lists/useListView.ts';
import { useCanOpenRoute } from '../../routing/useCanOpenRoute.ts';
import { session } from '../../session/store.ts';
import { waitingList } from './listQuery.ts';
import { waitingPage } from './queries.ts';
import { formatIn, timeUnits, type TimeUnit } from './units.ts';
import { waitingChips } from './waitingChips.ts';
import { WaitingFilterFields } from './WaitingFilterFields.tsx';

// The packing-time dialog comes on demand.
const PackingTimeDialog = lazy(() => import('./PackingTimeDialog.tsx'));

/**
 * Packing waiting time (SPEC §1, §9): the applications waiting to be packed, the longest waiting first, coloured
 * by how late they are; the time bands, the branch and the search filter them, the unit changes how times read.
 * A row opens its packing time: add minutes, read the history.
 */
export default function WaitingTimesPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const { branches } = useSnapshot(session);
  const { view, request, change, setHiddenColumns, clearFilters } = useListView(waitingList);
  const unit: TimeUnit = view.query.unit ?? 'minutes';
  const chips = waitingChips(view.query, intl, locale, branches);
  const list = useListQuery(waitingPage(request));
  const [open, setOpen] = useState<WaitingTime | null>(null);
  // The order number links to its application for those who may open one; for the rest it is text.
  const canOpenApplications = useCanOpenRoute('del_application');
  const columns = useMemo<ListColumn<WaitingTime>[]>(
    () => [
      {
        id: 'order_id',
        isKey: true,
        header: intl.formatMessage({ id: 'col.order_id' }),
        value: (row) => row.order_id,
        cell: (row) =>
          canOpenApplications ? (
            <Link className={textLink} href={`/del_application/${row.application_id}`}>
              {row.order_id}
            </Link>
          ) : (
            row.order_id
          ),
        // The least widths of the shown columns add up to 1,090 px (docs/screens.md); the row button needs 184.
        width: 160,
      },
      {
        id: 'timing',
        header: intl.formatMessage({ id: 'waiting.timing' }),
        value: (row) => row.timing,
        cell: (row) => <TimingBadge timing={row.timing} />,
        sheet: (row) => timingLabel(row.timing, locale),
        width: 160,
      },
      {
        id: 'waited',
        header: intl.formatMessage({ id: 'waiting.col.waited' }),
        value: (row) => formatIn(intl, row.waited_minutes, unit),
        sheet: (row) => ({ minutes: row.waited_minutes }),
        width: 116,
        align: 'end',
      },
      {
        id: 'branch',
        header: intl.formatMessage({ id: 'col.branch' }),
        value: (row) => row.branch.name,
        width: 170,
      },
      {
        id: 'step',
        header: intl.formatMessage({ id: 'col.step' }),
        value: (row) => intl.formatMessage({ id: `step.${row.step}` }),
        width: 130,
      },
      {
        id: 'started_at',
        header: intl.formatMessage({ id: 'waiting.col.started_at' }),
        value: (row) => formatWhen(row.started_at, locale),
        sheet: (row) => ({ date: row.started_at }),
        width: 150,
      },
      {
        id: 'deadline_at',
        header: intl.formatMessage({ id: 'waiting.col.deadline_at' }),
        value: (row) => formatWhen(row.deadline_at, locale),
        sheet: (row) => ({ date: row.deadline_at }),
        width: 150,
      },
      {
        id: 'actions',
        header: intl.formatMessage({ id: 'waiting.col.actions' }),
        value: () => null,
        cell: (row) => (
          <Button
            tone="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'waiting.addTimeFor' }, { order: row.order_id })}
            onPress={() => setOpen(row)}
          >
            {intl.formatMessage({ id: 'waiting.addTime' })}
          </Button>
        ),
        width: 184,
      },
    ],
    [intl, locale, unit, canOpenApplications],
  );
  const shown = shownColumns(columns, view.hiddenColumns);

  return (
    <ListPage
      title={intl.formatMessage({ id: 'page.wating_time' })}
      actions={
        <>
          <SegmentedControl
            label={intl.formatMessage({ id: 'waiting.unit' })}
            size="sm"
            options={timeUnits.map((id) => ({ id, label: intl.formatMessage({ id: `waiting.unit.${id}` }) }))}
            value={unit}
            onValueChange={(id) => change({ unit: id as TimeUnit })}
          />
          <ExportButton
            fileName="karvon-waiting-time"
            sheetName={intl.formatMessage({ id: 'waiting.table' })}
            columns={shown.filter((column) => column.id !== 'actions')}
            fetchPage={(page, per_page, signal) =>
              listWaitingTimes(clients, { ...request, page, per_page }, { signal })
            }
          />
          <ColumnSettings
            columns={columns.filter((column) => column.id !== 'actions')}
            hidden={view.hiddenColumns}
            onChange={setHiddenColumns}
          />
        </>
      }
      search={{
        label: intl.formatMessage({ id: 'waiting.search' }),
        description: intl.formatMessage({ id: 'waiting.searchHint' }),
        onChange: (search, how) => change({ search }, how),
      }}
      filters={<WaitingFilterFields query={view.query} onChange={change} />}
      chips={{
        items: chips,
        onRemove: (id) => change(withoutChip(id)),
        onClearAll: clearFilters,
      }}
      table={
        <>
          <RegisterTable<WaitingTime>
            label={intl.formatMessage({ id: 'waiting.table' })}
            columns={columns}
            rows={list.rows}
            getRowId={(row) => String(row.id)}
            isSelectable={false}
            rowSelectLabel={(row) => row.order_id}
            hiddenColumnIds={view.hiddenColumns}
            isLoading={list.isLoading}
            {...tableText(intl, Boolean(view.query.search) || chips.length > 0)}
            onRowAction={setOpen}
          />
          {open && (
            <Suspense fallback={null}>
              <PackingTimeDialog waiting={open} unit={unit} onClose={() => setOpen(null)} />
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
