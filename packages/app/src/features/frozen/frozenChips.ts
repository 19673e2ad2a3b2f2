import type { IntlShape } from 'react-intl';
import type { Branch, ListFrozenApplicationsQuery } from '@karvon/sdk';
import type { ActiveFilter } from '@karvon/ui';

/** The frozen list's filters in force, as chips: the branch, and the dates as one chip. */
export function frozenChips(
  query: ListFrozenApplicationsQuery,
  intl: IntlShape,
  branches: readonly Branch[],
): ActiveFilter[] {
  const chip = (id: string, name: 'filter.branch' | 'filter.dates', value: string) => ({
    id,
    label: intl.formatMessage({ id: 'filter.chip' }, { name: intl.formatMessage({ id: name }), value }),
  });
  const chips: ActiveFilter[] = [];
  if (query.branch_id !== undefined)
    chips.push(
      chip(
        'branch_id',
        'filter.branch',
        branches.find((branch) => branch.id === query.branch_id)?.name ?? `#${query.branch_id}`,
      ),
    );
  if (query.date_from !== undefined || query.date_to !== undefined)
    chips.push(chip('dates', 'filter.dates', `${query.date_from ?? '…'} — ${query.date_to ?? '…'}`));
  return chips;
}
