import type { IntlShape } from 'react-intl';
import type { Branch, ListKdRegistersQuery } from '@karvon/sdk';
import type { ActiveFilter } from '@karvon/ui';
import { branchAndDaysChips, filterChip } from '../../lists/filterChips.ts';

/** The KD registers' filters in force, as chips: the driver, the branch, and the days as one chip. */
export function kdChips(
  query: ListKdRegistersQuery,
  intl: IntlShape,
  branches: readonly Branch[],
  driverName: string | undefined,
): ActiveFilter[] {
  const driver =
    query.driver_id === undefined
      ? []
      : [
          filterChip(
            intl,
            'driver_id',
            intl.formatMessage({ id: 'col.driver' }),
            driverName ?? `#${query.driver_id}`,
          ),
        ];
  return [...driver, ...branchAndDaysChips(query, intl, branches)];
}
