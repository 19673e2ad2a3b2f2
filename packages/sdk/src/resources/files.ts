// Downloads of stored files: application files and product pictures. Tokens never go in an address, so the browser
// cannot just link to them: these fetch the bytes with the Authorization header (through the refresh queue and
// error reporting like every call) and hand back a Blob for the app to show or save.
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

/** The client sends `Accept: application/json` by default; a download takes whatever type the file has. */
function binaryInit(options?: RequestOptions) {
  const init = requestInit(options);
  return { ...init, headers: { ...init.headers, Accept: '*/*' }, parseAs: 'blob' as const };
}

/** The bytes of one file of an application, typed as stored (e.g. application/pdf, image/png). */
export async function downloadApplicationFile(
  clients: KarvonClients,
  applicationId: number,
  fileId: number,
  options?: RequestOptions,
): Promise<Blob> {
  return dataOrThrow(
    await clients.uz.GET('/application/{id}/file/{file_id}', {
      params: { path: { id: applicationId, file_id: fileId } },
      ...binaryInit(options),
    }),
  );
}

/** The bytes of a picture of a product. */
export async function getProductImage(
  clients: KarvonClients,
  productId: number,
  imageId: number,
  options?: RequestOptions,
): Promise<Blob> {
  return dataOrThrow(
    await clients.uz.GET('/product/{id}/image/{image_id}', {
      params: { path: { id: productId, image_id: imageId } },
      ...binaryInit(options),
    }),
  );
}

export interface ProductImageRef {
  productId: number;
  imageId: number;
}

const PRODUCT_IMAGE_PATH = /\/api\/uz\/product\/(\d+)\/image\/(\d+)$/;

/**
 * Which stored picture a product's `image_url` names, or null when it points elsewhere (an outside address
 * cannot be fetched with our token and is not ours to fetch).
 */
export function productImageRef(imageUrl: string | null | undefined): ProductImageRef | null {
  if (!imageUrl) return null;
  let path: string;
  try {
    path = new URL(imageUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const match = PRODUCT_IMAGE_PATH.exec(path);
  return match ? { productId: Number(match[1]), imageId: Number(match[2]) } : null;
}
