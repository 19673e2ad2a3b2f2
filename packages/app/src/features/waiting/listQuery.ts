import type { ListWaitingTimesQuery } from '@karvon/sdk';
import { timings, type Timing } from '@karvon/ui';
import { listUrl, oneOf, pageSize, positiveInteger, text, type Readers } from '../../lists/urlState.ts';
import { timeUnits, type TimeUnit } from './units.ts';

/** The contract's query, and the unit the times are shown in (SPEC §9), which stays on this side. */
export type WaitingView = ListWaitingTimesQuery & { unit?: TimeUnit };

/**
 * The waiting-time list's view in the URL: every query parameter of `listWaitingTimes` (search, branch, timing,
 * pages) and the time unit. The contract has no sort and no step for this list: the server answers the longest
 * waiting first, and every row waits at the packing step.
 */
export const waitingList = listUrl<WaitingView>({
  readers: {
    search: text,
    branch_id: positiveInteger,
    timing: oneOf<Timing>(timings),
    unit: oneOf<TimeUnit>(timeUnits),
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<WaitingView>,
  defaults: { page: 1, per_page: 50, unit: 'minutes' },
  filterKeys: ['branch_id', 'timing'],
  displayKeys: ['unit'],
  defaultHidden: ['step'],
});
