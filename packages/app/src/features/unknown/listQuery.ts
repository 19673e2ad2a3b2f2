import type { ListUnknownProductsQuery } from '@karvon/sdk';
import { isoDate, listUrl, pageSize, positiveInteger, text, type Readers } from '../../lists/urlState.ts';

/** The unknown goods' view in the URL: every query parameter of `listUnknownProducts` (latest found first). */
export const unknownList = listUrl<ListUnknownProductsQuery>({
  readers: {
    search: text,
    branch_id: positiveInteger,
    date_from: isoDate,
    date_to: isoDate,
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<ListUnknownProductsQuery>,
  defaults: { page: 1, per_page: 50 },
  filterKeys: ['branch_id', 'date_from', 'date_to'],
  defaultHidden: ['comment'],
});
