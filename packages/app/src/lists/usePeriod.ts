import { useState } from 'react';
import type { DateRange } from '@karvon/ui';
import { isoDate } from './urlState.ts';

/** The period filter's parameters, the same in every list that has one. */
export interface DaysQuery {
  date_from?: string;
  date_to?: string;
}

const rangeOf = ({ date_from, date_to }: DaysQuery): DateRange | null =>
  date_from && date_to ? { start: date_from, end: date_to } : null;
const sameRange = (a: DateRange | null, b: DateRange | null) => a?.start === b?.start && a?.end === b?.end;

/** Two whole days the lists can be asked about (see `isoDate`), the first not after the last. */
export const isPlausibleRange = ({ start, end }: DateRange) =>
  isoDate(start) !== undefined && isoDate(end) !== undefined && start <= end;

/**
 * The «Период» filter's value and change handler, for a `DateRangePicker` drawn at once or later
 * (a deferred field). React Aria reports a date at every keystroke of its year (0002, 0020, 0202, 2026): the days go
 * to the list, and so to the address and the server, only once both are plausible and in order. What is typed
 * meanwhile stays in the field; a change of the address from elsewhere (Back, a chip removed) shows its days.
 */
export function usePeriod(query: DaysQuery, onChange: (changes: DaysQuery) => void) {
  const asked = rangeOf(query);
  const [typed, setTyped] = useState(asked);
  const [seen, setSeen] = useState(asked);
  if (!sameRange(asked, seen)) {
    setSeen(asked);
    setTyped(asked);
  }
  return {
    value: typed,
    onValueChange: (range: DateRange | null) => {
      setTyped(range);
      if (range === null) {
        if (asked !== null) onChange({ date_from: undefined, date_to: undefined });
      } else if (isPlausibleRange(range) && !sameRange(range, asked)) {
        onChange({ date_from: range.start, date_to: range.end });
      }
    },
  };
}
