import type {
  ApplicationSort,
  ApplicationStatus,
  ApplicationStep,
  ListApplicationsQuery,
  Timing,
} from '@karvon/sdk';
import { applicationStatuses } from '@karvon/ui';
import { applicationSorts, applicationSteps, timings } from './enums.ts';

/**
 * Everything that decides what the list shows lives in the URL (ARCHITECTURE.md): a link reproduces the view,
 * back/forward walk through it, a reload keeps it. Parameter names are the contract's; `hide` lists hidden columns.
 * Anything unknown or malformed in a hand-edited URL is dropped, never sent.
 */
export interface ListView {
  query: ListApplicationsQuery;
  hiddenColumns: string[];
}

export const defaultPerPage = 50;
export const perPageOptions = [20, 50, 100, 200] as const;
export const defaultSort: ApplicationSort = '-created_at';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | undefined =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
const positiveInteger = (raw: string) => (/^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined);
const isoDate = (raw: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? raw : undefined;
const flag = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
const text = (raw: string) => (raw.trim() === '' ? undefined : raw.slice(0, 200));

const readers = {
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
  per_page: (raw: string) => {
    const value = positiveInteger(raw);
    return value !== undefined && value <= 500 ? value : undefined;
  },
} satisfies { [K in keyof ListApplicationsQuery]-?: (raw: string) => ListApplicationsQuery[K] | undefined };

type Key = keyof typeof readers;
const keys = Object.keys(readers) as Key[];

/** The filters a user can set (chips, "clear all"); paging, sort and search are not filters. */
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
] as const satisfies readonly Key[];
export type FilterKey = (typeof filterKeys)[number];

export function readListView(search: string): ListView {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key);
    const value = raw === null ? undefined : readers[key](raw);
    if (value !== undefined) query[key] = value;
  }
  const hiddenColumns = (params.get('hide') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[a-z_]{1,40}$/.test(id));
  return { query: query as ListApplicationsQuery, hiddenColumns };
}

/** The query the server gets: defaults filled in. */
export const requestOf = ({ query }: ListView): ListApplicationsQuery => ({
  per_page: defaultPerPage,
  sort: defaultSort,
  page: 1,
  ...query,
});

/** The URL search of a view: only what differs from the defaults, in a stable order, so links stay short. */
export function writeListView({ query, hiddenColumns }: ListView): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'per_page' && value === defaultPerPage) continue;
    if (key === 'sort' && value === defaultSort) continue;
    params.set(key, String(value));
  }
  if (hiddenColumns.length > 0) params.set('hide', [...new Set(hiddenColumns)].sort().join(','));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** A change of what is shown starts again from page 1; paging itself keeps the rest. */
export function withChanges(view: ListView, changes: Partial<ListApplicationsQuery>): ListView {
  const resetsPage = Object.keys(changes).some((key) => key !== 'page');
  const query = { ...view.query, ...changes };
  if (resetsPage) delete query.page;
  for (const key of Object.keys(query) as Key[]) if (query[key] === undefined) delete query[key];
  return { ...view, query };
}
