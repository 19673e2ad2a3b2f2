import type {
  ApplicationSort,
  ApplicationStatus,
  ApplicationStep,
  ListApplicationsQuery,
  Timing,
} from '@karvon/sdk';
import { applicationStatuses } from '@karvon/ui';
import {
  flag,
  isoDate,
  listUrl,
  oneOf,
  pageSize,
  positiveInteger,
  text,
  type Readers,
} from '../../lists/urlState.ts';
import { applicationSorts, applicationSteps, timings } from './enums.ts';

export const defaultSort: ApplicationSort = '-created_at';
/** The filters a user can set (chips, "clear all"). */
export const filterKeys = [
  'status',
  'step',
  'timing',
  'date_from',
  'date_to',
  'branch_id',
  'sale_branch_id',
  'driver_id',
  'online_user_id',
  'frozen',
  'printed',
] as const satisfies readonly (keyof ListApplicationsQuery)[];

/** The applications list's view in the URL: every query parameter of `listApplications`. */
export const applicationsList = listUrl<ListApplicationsQuery>({
  readers: {
    search: text,
    status: oneOf<ApplicationStatus>(applicationStatuses),
    step: oneOf<ApplicationStep>(applicationSteps),
    timing: oneOf<Timing>(timings),
    date_from: isoDate,
    date_to: isoDate,
    branch_id: positiveInteger,
    sale_branch_id: positiveInteger,
    driver_id: positiveInteger,
    online_user_id: positiveInteger,
    frozen: flag,
    printed: flag,
    sort: oneOf<ApplicationSort>(applicationSorts),
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<ListApplicationsQuery>,
  defaults: { page: 1, per_page: 50, sort: defaultSort },
  filterKeys,
  defaultHidden: ['driver', 'car_number', 'sale_branch', 'delivery_deadline', 'total_amount', 'is_printed'],
});

export type FilterKey = (typeof filterKeys)[number];
