import type { IntlShape } from 'react-intl';
import type { Branch } from '@karvon/sdk';
import type { ActiveFilter } from '@karvon/ui';
import { formatDay } from '../format/format.ts';

/** A filter in force as a chip: 'Филиал: Самарканд'. */
export const filterChip = (intl: IntlShape, id: string, name: string, value: string): ActiveFilter => ({
  id,
  label: intl.formatMessage({ id: 'filter.chip' }, { name, value }),
});

/** The filters many lists share: a branch and a range of days (Tashkent). */
export interface BranchAndDays {
  branch_id?: number;
  date_from?: string;
  date_to?: string;
}

/** The branch and the days in force as chips; the two days are one chip, `dates`. */
export function branchAndDaysChips(
  query: BranchAndDays,
  intl: IntlShape,
  branches: readonly Branch[],
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (query.branch_id !== undefined)
    chips.push(
      filterChip(
        intl,
        'branch_id',
        intl.formatMessage({ id: 'filter.branch' }),
        branches.find((branch) => branch.id === query.branch_id)?.name ?? `#${query.branch_id}`,
      ),
    );
  if (query.date_from !== undefined || query.date_to !== undefined) {
    const day = (value: string | undefined) => (value === undefined ? '…' : formatDay(value));
    chips.push(
      filterChip(
        intl,
        'dates',
        intl.formatMessage({ id: 'filter.dates' }),
        `${day(query.date_from)} — ${day(query.date_to)}`,
      ),
    );
  }
  return chips;
}

/** What removing a chip changes: the `dates` chip clears both days, any other its own parameter. */
export const withoutChip = (id: string) =>
  id === 'dates' ? { date_from: undefined, date_to: undefined } : { [id]: undefined };
