import type { ListKdRegistersQuery } from '@karvon/sdk';
import { isoDate, listUrl, pageSize, positiveInteger, text, type Readers } from '../../lists/urlState.ts';

/** The KD registers' view in the URL: every query parameter of `listKdRegisters` (newest day first, no sort). */
export const kdList = listUrl<ListKdRegistersQuery>({
  readers: {
    search: text,
    driver_id: positiveInteger,
    branch_id: positiveInteger,
    date_from: isoDate,
    date_to: isoDate,
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<ListKdRegistersQuery>,
  defaults: { page: 1, per_page: 50 },
  filterKeys: ['driver_id', 'branch_id', 'date_from', 'date_to'],
  defaultHidden: ['applications_count'],
});
