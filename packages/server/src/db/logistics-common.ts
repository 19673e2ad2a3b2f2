export interface Page {
  page: number;
  per_page: number;
}

export interface PageOf<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export function pageOf<T>(data: T[], total: number, { page, per_page }: Page): PageOf<T> {
  return {
    data,
    meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
  };
}

export const offsetOf = ({ page, per_page }: Page) => (page - 1) * per_page;

/** A reference `{id, name}` from a left join, or null when the joined row is absent. */
export const refOf = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };
