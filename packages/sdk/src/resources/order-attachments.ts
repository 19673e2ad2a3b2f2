// Order attachment: applications attached to a car and its driver.
import type {
  OrderAttachment,
  OrderAttachmentInput,
  OrderAttachmentList,
  operations,
} from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListOrderAttachmentsQuery = NonNullable<
  operations['listOrderAttachments']['parameters']['query']
>;

/** Attachments of applications to a car and driver. */
export async function listOrderAttachments(
  clients: KarvonClients,
  query: ListOrderAttachmentsQuery = {},
  options?: RequestOptions,
): Promise<OrderAttachmentList> {
  return dataOrThrow(
    await clients.uz.GET('/order_attachment/list', { params: { query }, ...requestInit(options) }),
  );
}

/** Attach applications to a car and its driver. */
export async function createOrderAttachment(
  clients: KarvonClients,
  body: OrderAttachmentInput,
  options?: RequestOptions,
): Promise<OrderAttachment> {
  return dataOrThrow(await clients.uz.POST('/order_attachment', { body, ...requestInit(options) })).data;
}
