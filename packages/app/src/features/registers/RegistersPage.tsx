import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { listRegisters, type Register, type RegisterKind } from '@karvon/sdk';
import {
  Button,
  LinkTabs,
  RegisterTable,
  registerKindLabel,
  registerKinds,
  Text,
  useUiLocale,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { useAfterFirstPaint } from '../../forms/useAfterFirstPaint.ts';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { shownColumns } from '../../lists/columns.ts';
import { ListPage } from '../../lists/ListPage.tsx';
import { tableText } from '../../lists/tableText.ts';
import { useListQuery } from '../../lists/useListQuery.ts';
import { useListView } from '../../lists/useListView.ts';
import { session } from '../../session/store.ts';
import { useRegisterScope } from './access.ts';
import { registerColumns } from './columns.tsx';
import { registerChips } from './registerChips.ts';
import { registersList } from './listQuery.ts';
import { registersPage } from './queries.ts';
import * as styles from './registers.css.ts';
import { RegisterFilterFields } from './RegisterFilterFields.tsx';

// The end-of-day opener's day picker (React Aria) arrives after the list has painted; the filters are stand-ins
// until the user reaches for them (DeferredFields).
const EndOfDayOpener = lazy(() => import('./EndOfDayOpener.tsx'));

/** Registers (SPEC §1): collected goods, loading and end of day; kind, filters, search and page in the URL. */
export default function RegistersPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const { branches } = useSnapshot(session);
  const { ownOnly } = useRegisterScope();
  const { view, request, change, setHiddenColumns, clearFilters } = useListView(registersList);
  const list = useListQuery(registersPage(request));
  const columns = useMemo(() => registerColumns(intl, locale), [intl, locale]);
  const chips = registerChips(view.query, intl, locale, branches);
  const kind = view.query.kind;
  const painted = useAfterFirstPaint();
  // A tab keeps the rest of the view (search, filters, page size) and starts again from page 1.
  const tabHref = (next: RegisterKind | undefined) =>
    `/reestr${registersList.write(registersList.withChanges(view, { kind: next }))}`;

  return (
    <ListPage
      title={intl.formatMessage({ id: 'page.reestr' })}
      actions={
        <>
          <Button
            tone="primary"
            onPress={() => navigate(kind ? `/reestr/item?kind=${kind}` : '/reestr/item')}
          >
            {intl.formatMessage({ id: 'reg.new' })}
          </Button>
          <ExportButton
            fileName={`karvon-registers${kind ? `-${kind}` : ''}`}
            sheetName={kind ? registerKindLabel(kind, locale) : intl.formatMessage({ id: 'reg.table' })}
            columns={shownColumns(columns, view.hiddenColumns)}
            fetchPage={(page, per_page, signal) =>
              listRegisters(clients, { ...request, page, per_page }, { signal })
            }
          />
          <ColumnSettings columns={columns} hidden={view.hiddenColumns} onChange={setHiddenColumns} />
        </>
      }
      before={
        <div className={styles.kindBar}>
          <LinkTabs
            label={intl.formatMessage({ id: 'reg.kinds' })}
            value={kind ?? 'all'}
            tabs={[
              { id: 'all', label: intl.formatMessage({ id: 'reg.kind.all' }), href: tabHref(undefined) },
              ...registerKinds.map((each) => ({
                id: each,
                label: registerKindLabel(each, locale),
                href: tabHref(each),
              })),
            ]}
          />
          {kind === 'end_of_day' ? (
            <DeferredCard painted={painted}>
              <EndOfDayOpener />
            </DeferredCard>
          ) : (
            <Text tone="muted">{intl.formatMessage({ id: `reg.kindIntro.${kind ?? 'all'}` })}</Text>
          )}
        </div>
      }
      search={{
        label: intl.formatMessage({ id: 'reg.search' }),
        description: intl.formatMessage({ id: 'reg.searchHint' }),
        onChange: (search, how) => change({ search }, how),
      }}
      filters={<RegisterFilterFields query={view.query} onChange={change} showBranch={!ownOnly} />}
      chips={{
        items: chips,
        onRemove: (id) =>
          change(id === 'dates' ? { date_from: undefined, date_to: undefined } : { [id]: undefined }),
        onClearAll: clearFilters,
      }}
      table={
        <RegisterTable<Register>
          label={intl.formatMessage({ id: 'reg.table' })}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => String(row.id)}
          isSelectable={false}
          rowSelectLabel={(row) => row.number}
          hiddenColumnIds={view.hiddenColumns}
          isLoading={list.isLoading}
          {...tableText(intl, Boolean(view.query.search) || chips.length > 0)}
          rowHref={(row) => `/reestr/item/${row.id}`}
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

/** The end-of-day opener's room, kept while its date picker's code comes (nothing below it moves). */
function DeferredCard({ painted, children }: { painted: boolean; children: ReactNode }) {
  const placeholder = <div className={styles.openerPlaceholder} aria-hidden="true" />;
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
