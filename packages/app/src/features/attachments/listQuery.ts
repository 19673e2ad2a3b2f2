import type { ListOrderAttachmentsQuery } from '@karvon/sdk';
import { isoDate, listUrl, pageSize, positiveInteger, type Readers } from '../../lists/urlState.ts';

/** The attachment history's view in the URL: every query parameter of `listOrderAttachments`. */
export const attachmentsList = listUrl<ListOrderAttachmentsQuery>({
  readers: {
    date_from: isoDate,
    date_to: isoDate,
    driver_id: positiveInteger,
    car_id: positiveInteger,
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<ListOrderAttachmentsQuery>,
  defaults: { page: 1, per_page: 50 },
  filterKeys: ['date_from', 'date_to', 'driver_id', 'car_id'],
});
