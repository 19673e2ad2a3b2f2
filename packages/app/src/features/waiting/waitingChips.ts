import type { IntlShape } from 'react-intl';
import type { Branch } from '@karvon/sdk';
import { timingLabel, type ActiveFilter, type UiLocale } from '@karvon/ui';
import { branchAndDaysChips, filterChip } from '../../lists/filterChips.ts';
import type { WaitingView } from './listQuery.ts';

/** The waiting list's filters in force, as chips: the timing band and the branch. */
export function waitingChips(
  query: WaitingView,
  intl: IntlShape,
  locale: UiLocale,
  branches: readonly Branch[],
): ActiveFilter[] {
  const timing =
    query.timing === undefined
      ? []
      : [
          filterChip(
            intl,
            'timing',
            intl.formatMessage({ id: 'waiting.timing' }),
            timingLabel(query.timing, locale),
          ),
        ];
  return [...timing, ...branchAndDaysChips({ branch_id: query.branch_id }, intl, branches)];
}
