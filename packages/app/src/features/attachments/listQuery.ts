import type { ListOrderAttachmentsQuery } from '@karvon/sdk';
import { listUrl, pageSize, positiveInteger, type Readers } from '../../lists/urlState.ts';

/**
 * The attachment history's view in the URL: its page and page size. The contract's filters (dates, driver, car)
 * come with the fields to set them; until then a link cannot narrow the list out of sight.
 */
type AttachmentsView = Pick<ListOrderAttachmentsQuery, 'page' | 'per_page'>;

export const attachmentsList = listUrl<AttachmentsView>({
  readers: { page: positiveInteger, per_page: pageSize } satisfies Readers<AttachmentsView>,
  defaults: { page: 1, per_page: 50 },
  filterKeys: [],
});
