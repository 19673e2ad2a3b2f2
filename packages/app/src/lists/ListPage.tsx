import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PageMeta } from '@karvon/sdk';
import {
  Card,
  FilterBar,
  FilterPanel,
  Heading,
  Pagination,
  registerTableLoadingHeight,
  Stack,
  Text,
  type ActiveFilter,
} from '@karvon/ui';
import { LoadFailed } from '../pages/LoadFailed.tsx';
import { OneByOne } from '../forms/OneByOne.tsx';
import { WantedArea } from '../forms/DeferredFields.tsx';
import { ListSearch } from './ListSearch.tsx';
import { perPageOptions } from './urlState.ts';
import { useLastPageIfPast } from './useLastPageIfPast.ts';
import * as styles from '../layout/page.css.ts';

export interface ListPageProps {
  title: string;
  /** Buttons beside the title: bulk actions, export, column settings. */
  actions?: ReactNode;
  /** Above the list, beside the title row: a form that adds to the list, say. */
  before?: ReactNode;
  /** The list's `?search=`: the field reads it from the address itself (`ListSearch`). */
  search?: {
    label: string;
    description?: string;
    onChange(value: string | undefined, how: { replace: boolean }): void;
  };
  /**
   * The filter fields. Those drawn with `DeferredFields` get their widgets' code when the user reaches for the
   * search or the filters (the pointer over them, focus or a touch).
   */
  filters?: ReactNode;
  /** The filters in force, as removable chips. */
  chips?: { items: ActiveFilter[]; onRemove(id: string): void; onClearAll(): void };
  /** The table, drawn in the task after the rest of the page (the two together made the first frame a long task). */
  table: ReactNode;
  meta: PageMeta | undefined;
  onPageChange(page: number): void;
  onPerPageChange?(perPage: number): void;
  /** The first answer failed: a retry instead of the table. */
  failed: boolean;
  onRetry(): void;
}

/** The layout of every list: title and actions, search and filters, chips, the table, total and pages. */
export function ListPage(props: ListPageProps) {
  const { title, actions, before, search, filters, chips, table, meta, failed } = props;
  const intl = useIntl();
  const searchRef = useRef<HTMLInputElement>(null);
  // The chips leave with the last filter: focus goes on to the search field rather than off the page.
  const focusSearchOnceDrawn = () => requestAnimationFrame(() => searchRef.current?.focus());
  const hasToolbar = search !== undefined || filters !== undefined;
  useLastPageIfPast(meta);

  return (
    <Stack gap="4">
      <div className={styles.summary}>
        <Heading level={1}>{title}</Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {before}
      {hasToolbar && (
        <Card>
          <WantedArea>
            <Stack gap="4">
              <div className={styles.toolbar}>
                {search && (
                  <div className={styles.grow}>
                    <ListSearch {...search} inputRef={searchRef} />
                  </div>
                )}
                {filters && <FilterPanel activeCount={chips?.items.length ?? 0}>{filters}</FilterPanel>}
              </div>
              {chips && chips.items.length > 0 && (
                <FilterBar
                  filters={chips.items}
                  onRemove={(id) => {
                    chips.onRemove(id);
                    if (chips.items.length === 1) focusSearchOnceDrawn();
                  }}
                  onClearAll={() => {
                    chips.onClearAll();
                    focusSearchOnceDrawn();
                  }}
                />
              )}
            </Stack>
          </WantedArea>
        </Card>
      )}
      {failed ? (
        <LoadFailed onRetry={props.onRetry} />
      ) : (
        // Nothing is below the table until the first answer comes, so its placeholder moves nothing.
        <OneByOne
          items={[
            <Card key="table" padding="none">
              {table}
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
            {intl.formatMessage({ id: 'list.total' }, { count: meta.total })}
          </Text>
          <Pagination
            page={meta.current_page}
            pageCount={Math.max(1, meta.last_page)}
            onPageChange={props.onPageChange}
            perPage={meta.per_page}
            perPageOptions={props.onPerPageChange ? perPageOptions : undefined}
            onPerPageChange={props.onPerPageChange}
            totalItems={meta.total}
          />
        </div>
      )}
    </Stack>
  );
}
