import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import * as styles from './FilterBar.css.ts';

export interface ActiveFilter {
  /** Reported by `onRemove` ('status'). */
  id: string;
  /** What the chip says: the filter and its value ('Статус: Новая'). */
  label: string;
}

export interface FilterBarLabels {
  /** Names the chips' group. */
  activeFilters: string;
  /** Read before a chip's label on its × button ('Убрать фильтр Статус: Новая'). */
  remove: string;
  clearAll: string;
}

export const filterBarLabels: LabelTable<FilterBarLabels> = {
  ru: { activeFilters: 'Активные фильтры', remove: 'Убрать фильтр', clearAll: 'Сбросить все' },
  uz: { activeFilters: 'Faol filtrlar', remove: 'Filtrni olib tashlash', clearAll: 'Hammasini tozalash' },
  'uz-Cyrl': { activeFilters: 'Фаол филтрлар', remove: 'Филтрни олиб ташлаш', clearAll: 'Ҳаммасини тозалаш' },
};

export interface FilterBarProps {
  /** The filters in force, as chips. Without any, only `children` show. */
  filters: ReadonlyArray<ActiveFilter>;
  onRemove: (id: string) => void;
  /** Shows 'Сбросить все' when two or more filters are on. */
  onClearAll?: () => void;
  /** The filter controls (search, selects, date range) above the chips. */
  children?: ReactNode;
  labels?: Partial<FilterBarLabels>;
}

/** Where focus goes once a removed chip is gone: the chips after it, then those before it. */
interface FocusAfterRemove {
  removed: string;
  candidates: ReadonlyArray<string>;
}

/**
 * The filters of a list: its controls, then a list (`ul`, named 'Активные фильтры') with a chip for
 * each active filter. Each chip has a native × button named 'Убрать фильтр <chip>' (Enter, Space,
 * Delete or Backspace removes it); once it is gone, focus moves to the next chip's ×, or the previous
 * one's, or 'Сбросить все', which removes all. Native elements only (no React Aria): it sits on lists
 * that must load fast.
 */
export function FilterBar({ filters, onRemove, onClearAll, children, labels: overrides }: FilterBarProps) {
  const labels = useLocalizedLabels(filterBarLabels, overrides);
  const listLabelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const clearAllRef = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef<FocusAfterRemove | null>(null);

  // The owner removes the chip (or not) by rendering new filters; then focus, lost with the × that
  // was pressed, goes to the nearest chip still there.
  useLayoutEffect(() => {
    const pending = focusAfterRemove.current;
    const root = rootRef.current;
    if (pending === null || root === null) return;
    const removeButton = (id: string) =>
      root.querySelector<HTMLButtonElement>(`button[data-filter-id="${CSS.escape(id)}"]`);
    const stillThere = removeButton(pending.removed);
    const active = root.ownerDocument.activeElement;
    if (stillThere !== null) {
      // Not removed (yet): wait while focus stays on its ×.
      if (active !== stillThere) focusAfterRemove.current = null;
      return;
    }
    focusAfterRemove.current = null;
    // Focus went elsewhere meanwhile: leave it where the user put it.
    if (active !== null && active !== root.ownerDocument.body) return;
    const target =
      pending.candidates.map(removeButton).find((button) => button !== null) ??
      clearAllRef.current ??
      root.querySelector<HTMLButtonElement>('button[data-filter-id]') ??
      root;
    target.focus();
  }, [filters]);

  const remove = (index: number) => {
    const filter = filters[index];
    if (filter === undefined) return;
    const ids = filters.map(({ id }) => id);
    focusAfterRemove.current = {
      removed: filter.id,
      candidates: [...ids.slice(index + 1), ...ids.slice(0, index).reverse()],
    };
    onRemove(filter.id);
  };

  const removeByKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // As in a tag group: Delete or Backspace removes the focused chip.
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    remove(index);
  };

  const clearAll = () => {
    // The chips and this button go away: keep focus in the bar rather than lose it to the page.
    focusAfterRemove.current = null;
    rootRef.current?.focus();
    onClearAll?.();
  };

  return (
    <div ref={rootRef} tabIndex={-1} className={styles.root}>
      {children !== undefined && <div className={styles.controls}>{children}</div>}
      {filters.length > 0 && (
        <div className={styles.chipsRow}>
          <div className={styles.tagGroup}>
            <span className={styles.groupLabel}>
              <span id={listLabelId}>{labels.activeFilters}</span>:
            </span>
            {/* role="list": Safari drops the role of a list without bullets. */}
            <ul role="list" aria-labelledby={listLabelId} className={styles.tagList}>
              {filters.map((filter, index) => (
                <li key={filter.id} className={styles.tag}>
                  <span>{filter.label}</span>
                  <button
                    type="button"
                    data-filter-id={filter.id}
                    aria-label={`${labels.remove} ${filter.label}`}
                    className={styles.removeButton}
                    onClick={() => remove(index)}
                    onKeyDown={(event) => removeByKey(event, index)}
                  >
                    <CloseIcon className={styles.removeIcon} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {onClearAll !== undefined && filters.length > 1 && (
            <button ref={clearAllRef} type="button" className={styles.clearAll} onClick={clearAll}>
              {labels.clearAll}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
