/**
 * A list's view lives in the URL (ARCHITECTURE.md): a link reproduces it, back/forward walk through it, a reload
 * keeps it. Parameter names are the contract's; `hide` lists hidden columns. Each list declares one reader per
 * query parameter of its operation (`satisfies Readers<TheContractsQuery>` checks names and types); anything unknown
 * or malformed in a hand-edited URL is dropped, never sent.
 */

/** Paging is the same in every list of the contract. */
export interface Paged {
  page?: number;
  per_page?: number;
}

export type Readers<Query> = { [K in keyof Query]-?: (raw: string) => Query[K] | undefined };

export interface ListView<Query> {
  query: Query;
  hiddenColumns: string[];
}

export interface ListDefinition<Query extends Paged> {
  readers: Readers<Query>;
  /** What the server gets when the URL says nothing; a value equal to its default is left out of the URL. */
  defaults: Query & Required<Paged>;
  /** The filters a user can set (chips, "clear all"); paging, sort and search are not filters. */
  filterKeys: readonly (keyof Query & string)[];
  /** Columns hidden until the user shows them, so that the rest fit a 1440 px screen with the sidebar open. */
  defaultHidden?: readonly string[];
  /**
   * How the rows are shown rather than which rows (time units, say): in the URL like the rest, but never sent to
   * the server, and changing one keeps the page. Give each a reader; its type is the list's own, beside the
   * contract's query.
   */
  displayKeys?: readonly (keyof Query & string)[];
}

export const perPageOptions = [20, 50, 100, 200] as const;

// Readers shared by every list.
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | undefined =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
export const positiveInteger = (raw: string) => (/^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined);
/**
 * A day of the calendar in this century ('2026-11-19'): not '2026-02-30', nor '0020-11-19', a year still being
 * typed, which the server refuses.
 */
export const isoDate = (raw: string) => {
  const time = Date.parse(`${raw}T00:00:00Z`);
  return /^20\d{2}-\d{2}-\d{2}$/.test(raw) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(raw)
    ? raw
    : undefined;
};
export const flag = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
export const text = (raw: string) => (raw.trim() === '' ? undefined : raw.slice(0, 200));
export const pageSize = (raw: string) => {
  const value = positiveInteger(raw);
  return value !== undefined && value <= 500 ? value : undefined;
};

/** The URL ↔ view functions of one list. */
export function listUrl<Query extends Paged>(definition: ListDefinition<Query>) {
  const keys = Object.keys(definition.readers) as (keyof Query & string)[];
  const defaultHidden = definition.defaultHidden ?? [];
  const displayKeys: readonly string[] = definition.displayKeys ?? [];
  const isDefault = (key: keyof Query, value: unknown) =>
    (definition.defaults as Record<keyof Query, unknown>)[key] === value;

  const read = (search: string): ListView<Query> => {
    const params = new URLSearchParams(search);
    const query: Partial<Query> = {};
    for (const key of keys) {
      const raw = params.get(key);
      const value = raw === null ? undefined : definition.readers[key](raw);
      if (value !== undefined) query[key] = value;
    }
    const hide = params.get('hide');
    const hiddenColumns =
      hide === null
        ? [...defaultHidden]
        : hide
            .split(',')
            .map((id) => id.trim())
            .filter((id) => /^[a-z_]{1,40}$/.test(id));
    return { query: query as Query, hiddenColumns };
  };

  /** The URL search of a view: only what differs from the defaults, in a stable order, so links stay short. */
  const write = ({ query, hiddenColumns }: ListView<Query>): string => {
    const params = new URLSearchParams();
    for (const key of keys) {
      const value = query[key];
      if (value === undefined || value === null || value === '' || isDefault(key, value)) continue;
      params.set(key, String(value));
    }
    const hide = [...new Set(hiddenColumns)].sort().join(',');
    // `hide=` (nothing hidden) differs from no `hide` (the default columns hidden).
    if (hide !== [...defaultHidden].sort().join(',')) params.set('hide', hide);
    const search = params.toString();
    return search === '' ? '' : `?${search}`;
  };

  /** The query the server gets: defaults filled in, display choices left out. */
  const requestOf = ({ query }: ListView<Query>): Query & Required<Paged> => {
    const request = { ...definition.defaults, ...query };
    for (const key of displayKeys) delete request[key as keyof Query];
    return request;
  };

  /** A change of which rows are shown starts again from page 1; paging and display choices keep the rest. */
  const withChanges = (view: ListView<Query>, changes: Partial<Query>): ListView<Query> => {
    const resetsPage = Object.keys(changes).some((key) => key !== 'page' && !displayKeys.includes(key));
    const query: Partial<Query> = { ...view.query, ...changes };
    if (resetsPage) delete query.page;
    for (const key of Object.keys(query) as (keyof Query)[]) if (query[key] === undefined) delete query[key];
    return { ...view, query: query as Query };
  };

  /** Every filter off; search, sort and page size stay. */
  const withoutFilters = (view: ListView<Query>): ListView<Query> =>
    withChanges(
      view,
      Object.fromEntries(definition.filterKeys.map((key) => [key, undefined])) as Partial<Query>,
    );

  return { ...definition, read, write, requestOf, withChanges, withoutFilters };
}

export type ListUrl<Query extends Paged> = ReturnType<typeof listUrl<Query>>;
