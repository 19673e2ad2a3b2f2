import type { ListApplicationsQuery } from '@karvon/sdk';
import * as styles from './ApplicationsPage.css.ts';

export interface FilterProps {
  query: ListApplicationsQuery;
  onChange: (changes: Partial<ListApplicationsQuery>) => void;
}

/** The fields, in order: a placeholder takes the room of each until it is drawn. */
export const FILTER_SLOTS = [
  'status',
  'step',
  'timing',
  'dates',
  'branch',
  'saleBranch',
  'driver',
  'online',
  'frozen',
  'printed',
] as const;
export type FilterSlot = (typeof FILTER_SLOTS)[number];

export function FilterPlaceholder({ slot }: { slot: FilterSlot }) {
  return (
    <div className={slot === 'dates' ? styles.dateFilter : styles.filter} aria-hidden="true">
      <div className={styles.fieldPlaceholder} />
    </div>
  );
}
