// Products: search by code, SKU or IMEI; save with image; approve.
import type { Product, ProductInput, ProductList, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';
import { multipart } from './multipart.ts';

export type ListProductsQuery = NonNullable<operations['listProducts']['parameters']['query']>;

/** Products, searched by code, SKU or IMEI. */
export async function listProducts(
  clients: KarvonClients,
  query: ListProductsQuery = {},
  options?: RequestOptions,
): Promise<ProductList> {
  return dataOrThrow(await clients.uz.GET('/product/list', { params: { query }, ...requestInit(options) }));
}

/** One product. */
export async function getProduct(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<Product> {
  return dataOrThrow(
    await clients.uz.GET('/product/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Save a new product (draft) with its image (multipart/form-data). */
export async function createProduct(
  clients: KarvonClients,
  product: ProductInput,
  image: Blob,
  options?: RequestOptions,
): Promise<Product> {
  const form = new FormData();
  form.append('product', JSON.stringify(product));
  form.append('image', image);
  return dataOrThrow(await clients.uz.POST('/product', { ...multipart(form), ...requestInit(options) })).data;
}

/** Edit a draft product. */
export async function updateProduct(
  clients: KarvonClients,
  id: number,
  body: ProductInput,
  options?: RequestOptions,
): Promise<Product> {
  return dataOrThrow(
    await clients.uz.PUT('/product/{id}', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Replace the image of a product (multipart/form-data). */
export async function uploadProductImage(
  clients: KarvonClients,
  id: number,
  image: Blob,
  options?: RequestOptions,
): Promise<Product> {
  const form = new FormData();
  form.append('image', image);
  return dataOrThrow(
    await clients.uz.POST('/product/{id}/image', {
      params: { path: { id } },
      ...multipart(form),
      ...requestInit(options),
    }),
  ).data;
}

/** Approve a draft product (draft → approved). */
export async function approveProduct(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<Product> {
  return dataOrThrow(
    await clients.uz.POST('/product/{id}/approve', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}
