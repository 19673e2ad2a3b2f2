import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../forms/useAfterFirstPaint.ts';
import { FILTER_SLOTS, FilterPlaceholder, type FilterProps } from './filterSlots.tsx';

// Ten fields of React Aria widgets (date range, comboboxes, selects) arrive in their own chunk, asked for once the
// page has been painted, and are drawn one by one: the list's first paint neither waits for them nor shares the
// network with them, and drawing them never blocks input.
const FilterFields = lazy(() => import('./FilterFields.tsx'));

/** The filters of SPEC §1: status, timing, date, branch, sale branch, step, frozen, printed. */
export function ApplicationFilters(props: FilterProps) {
  const placeholders = FILTER_SLOTS.map((slot) => <FilterPlaceholder key={slot} slot={slot} />);
  if (!useAfterFirstPaint()) return placeholders;
  return (
    <Suspense fallback={placeholders}>
      <FilterFields {...props} />
    </Suspense>
  );
}
