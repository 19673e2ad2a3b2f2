import { lazy, Suspense } from 'react';
import { FILTER_SLOTS, FilterPlaceholder, type FilterProps } from './filterSlots.tsx';

// Ten fields of React Aria widgets (date range, comboboxes, selects) arrive in their own chunk after the list and
// are drawn one by one: the list's first paint never waits for them, and drawing them never blocks input.
const FilterFields = lazy(() => import('./FilterFields.tsx'));

/** The filters of SPEC §1: status, timing, date, branch, sale branch, step, frozen, printed. */
export function ApplicationFilters(props: FilterProps) {
  return (
    <Suspense
      fallback={FILTER_SLOTS.map((slot) => (
        <FilterPlaceholder key={slot} slot={slot} />
      ))}
    >
      <FilterFields {...props} />
    </Suspense>
  );
}
