import type { ListApplicationsQuery } from '@karvon/sdk';
import * as page from '../../layout/page.css.ts';

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
    <div className={slot === 'dates' ? page.panelWideField : page.panelField} aria-hidden="true">
      <div className={page.fieldPlaceholder} />
    </div>
  );
}
