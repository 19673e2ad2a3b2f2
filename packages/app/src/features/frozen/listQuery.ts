import type { ListFrozenApplicationsQuery } from '@karvon/sdk';
import { isoDate, listUrl, pageSize, positiveInteger, text, type Readers } from '../../lists/urlState.ts';

/** The frozen list's view in the URL: every query parameter of `listFrozenApplications`. */
export const frozenList = listUrl<ListFrozenApplicationsQuery>({
  readers: {
    search: text,
    branch_id: positiveInteger,
    date_from: isoDate,
    date_to: isoDate,
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<ListFrozenApplicationsQuery>,
  defaults: { page: 1, per_page: 50 },
  filterKeys: ['branch_id', 'date_from', 'date_to'],
  defaultHidden: ['step', 'frozen_by', 'total_amount'],
});
