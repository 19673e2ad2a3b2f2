import { useId } from 'react';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../NavIcons/NavIcons.tsx';
import { paginationLabels, type PaginationLabels } from './labels.ts';
import { pageRange } from './pageRange.ts';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Rows per page: with `perPageOptions` and `onPerPageChange` a select to change it shows. */
  perPage?: number;
  perPageOptions?: ReadonlyArray<number>;
  onPerPageChange?: (perPage: number) => void;
  /** All rows: shows '21–40 из 345' (needs `perPage`). */
  totalItems?: number;
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  labels?: Partial<PaginationLabels>;
}

/**
 * Page buttons with an ellipsis for long runs, previous / next, and optionally the rows per
 * page (a native `<select>`) and the range shown. A `nav` named 'Страницы'; the current page has
 * `aria-current="page"`; each button is named 'Страница N' in the three languages. Native buttons
 * throughout (no React Aria): it sits under every list.
 */
export function Pagination({
  page,
  pageCount: rawPageCount,
  onPageChange,
  perPage,
  perPageOptions,
  onPerPageChange,
  totalItems,
  siblings = 1,
  labels: overrides,
}: PaginationProps) {
  const labels = useLocalizedLabels(paginationLabels, overrides);
  const selectId = useId();
  const pageCount = Math.max(1, rawPageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= pageCount) onPageChange(next);
  };
  const showRange = totalItems !== undefined && perPage !== undefined;
  const showPerPage = perPage !== undefined && perPageOptions !== undefined && onPerPageChange !== undefined;
  const from = totalItems === 0 ? 0 : (current - 1) * (perPage ?? 0) + 1;
  const to = Math.min(current * (perPage ?? 0), totalItems ?? 0);

  return (
    <div className={styles.root}>
      {(showRange || showPerPage) && (
        <div className={styles.summary}>
          {showPerPage && (
            <span className={styles.perPage}>
              <label htmlFor={selectId}>{labels.perPage}</label>
              <select
                id={selectId}
                className={styles.select}
                value={perPage}
                onChange={(event) => onPerPageChange(Number(event.target.value))}
              >
                {perPageOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </span>
          )}
          {showRange && <span>{labels.range(from, to, totalItems)}</span>}
        </div>
      )}
      <nav aria-label={labels.navigation}>
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={labels.previous}
              disabled={current <= 1}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon className={styles.icon} />
            </button>
          </li>
          {pageRange(current, pageCount, siblings).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-label={labels.page(item)}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              // The gap is only seen: the page numbers around it tell the same to a screen reader.
              <li key={item} className={styles.gap} aria-hidden="true">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={labels.next}
              disabled={current >= pageCount}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon className={styles.icon} />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
