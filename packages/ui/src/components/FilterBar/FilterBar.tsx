import { useRef, type ReactNode } from 'react';
import { Button as AriaButton, Label, Tag, TagGroup, TagList } from 'react-aria-components';
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

/**
 * The filters of a list: its controls, then a chip for each active filter (React Aria
 * `TagGroup`). Each chip's × is named 'Убрать фильтр <chip>'; ←/→ move between chips and
 * Delete or Backspace removes the focused one; 'Сбросить все' removes all.
 */
export function FilterBar({ filters, onRemove, onClearAll, children, labels: overrides }: FilterBarProps) {
  const labels = useLocalizedLabels(filterBarLabels, overrides);
  const rootRef = useRef<HTMLDivElement>(null);
  const clearAll = () => {
    // The chips and this button go away: keep focus in the bar rather than lose it to the page.
    rootRef.current?.focus();
    onClearAll?.();
  };
  return (
    <div ref={rootRef} tabIndex={-1} className={styles.root}>
      {children !== undefined && <div className={styles.controls}>{children}</div>}
      {filters.length > 0 && (
        <div className={styles.chipsRow}>
          <TagGroup
            className={styles.tagGroup}
            onRemove={(keys) => {
              for (const key of keys) onRemove(String(key));
            }}
          >
            <Label className={styles.groupLabel}>{labels.activeFilters}:</Label>
            <TagList className={styles.tagList} items={filters}>
              {(filter) => (
                <Tag id={filter.id} textValue={filter.label} className={styles.tag}>
                  {filter.label}
                  <AriaButton slot="remove" aria-label={labels.remove} className={styles.removeButton}>
                    <CloseIcon className={styles.removeIcon} />
                  </AriaButton>
                </Tag>
              )}
            </TagList>
          </TagGroup>
          {onClearAll !== undefined && filters.length > 1 && (
            <AriaButton className={styles.clearAll} onPress={clearAll}>
              {labels.clearAll}
            </AriaButton>
          )}
        </div>
      )}
    </div>
  );
}
