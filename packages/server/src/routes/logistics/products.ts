import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ProductInput } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import type { Orm } from '../../db/database.ts';
import type { Page } from '../../db/logistics-common.ts';
import {
  findProduct,
  listProducts,
  productsSharingIdentity,
  type ProductFilters,
} from '../../db/logistics-products.ts';
import { largestRegisterTotalAt } from '../../db/logistics-registers.ts';
import { productImages, products } from '../../db/schema.ts';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_TYPES,
  decideApproveProduct,
  decideEditProduct,
  duplicateField,
  type ProductIdentity,
} from '../../domain/product-approval.ts';
import { optionalText, requiredText } from '../../free-text.ts';
import { HttpError } from '../../http-errors.ts';
import { checkJsonPart, checkText, isMalformedMultipart } from '../../validation.ts';
import type { OperationHandler } from '../types.ts';
import { idOf, missing, refusal, say } from './common.ts';

interface Picture {
  name: string;
  mimeType: string;
  content: Buffer;
}

/** Reads a multipart request: the `image` file (checked: JPEG, PNG or WebP up to 5 MB) and text fields. */
async function readParts(
  request: FastifyRequest,
): Promise<{ image: Picture | null; fields: Map<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(400, say(request, 'pictureRequired'));
  let image: Picture | null = null;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'image') {
        await part.toBuffer();
        continue;
      }
      checkText('image', part.filename);
      if (!PRODUCT_IMAGE_TYPES.has(part.mimetype)) throw refusal(request, 'pictureType', 'image');
      const content = await part.toBuffer();
      if (content.byteLength > MAX_PRODUCT_IMAGE_BYTES) throw refusal(request, 'pictureTooLarge', 'image');
      image = { name: part.filename, mimeType: part.mimetype, content };
    }
  } catch (error) {
    if (isMalformedMultipart(error)) throw new HttpError(400, say(request, 'pictureRequired'));
    throw error;
  }
  return { image, fields };
}

export function productHandlers(orm: Orm) {
  async function existing(request: FastifyRequest, id: number) {
    const product = await findProduct(orm, id);
    if (product === null) throw missing(request, 'productNotFound');
    return product;
  }

  /** 400 naming the field when another product holds the same SKU, code, series or IMEI. */
  async function refuseDuplicate(request: FastifyRequest, candidate: ProductIdentity) {
    const field = duplicateField(candidate, await productsSharingIdentity(orm, candidate));
    if (field !== null) throw refusal(request, 'productExists', field);
  }

  /** Stores a picture and points the product at it (the file is served from the database like application files). */
  async function attachImage(request: FastifyRequest, productId: number, image: Picture) {
    const [stored] = await orm
      .insert(productImages)
      .values({
        productId,
        name: image.name,
        mimeType: image.mimeType,
        size: image.content.byteLength,
        content: image.content,
        uploadedById: authOf(request).user.id,
      })
      .returning({ id: productImages.id });
    await orm
      .update(products)
      .set({ imageUrl: `/api/uz/product/${productId}/image/${stored!.id}` })
      .where(eq(products.id, productId));
  }

  /**
   * The product's texts as stored: trimmed, a required one refused when blank, an optional one null (left out, it
   * stays left out). `at` prefixes the field an answer names (`product.` in the multipart form).
   */
  function withTexts(input: ProductInput, at = ''): ProductInput {
    const optional = (text: string | null | undefined) =>
      text === undefined ? undefined : optionalText(text);
    return {
      ...input,
      name: requiredText(input.name, `${at}name`),
      sku: requiredText(input.sku, `${at}sku`),
      code: requiredText(input.code, `${at}code`),
      category: requiredText(input.category, `${at}category`),
      series: optional(input.series),
      brand: optional(input.brand),
      color: optional(input.color),
    };
  }

  const listProductsHandler: OperationHandler = async (request) =>
    listProducts(orm, request.query as ProductFilters, request.query as Page);

  const getProduct: OperationHandler = async (request) => ({ data: await existing(request, idOf(request)) });

  const updateProduct: OperationHandler = async (request) => {
    const id = idOf(request);
    const input = withTexts(request.body as ProductInput);
    const current = await existing(request, id);
    const decision = decideEditProduct(current.status);
    if (!decision.ok) throw refusal(request, decision.message);
    // Optional fields left out keep their value; an explicit null clears them.
    const series = input.series === undefined ? current.series : input.series;
    const imei = input.imei === undefined ? current.imei : input.imei;
    await refuseDuplicate(request, { id, sku: input.sku, code: input.code, series, imei });
    // A register's total follows the catalogue price of its products.
    if (
      input.amount > current.amount &&
      (await largestRegisterTotalAt(orm, id, input.amount)) > Number.MAX_SAFE_INTEGER
    )
      throw refusal(request, 'totalTooLarge', 'amount');
    await orm
      .update(products)
      .set({
        name: input.name,
        sku: input.sku,
        code: input.code,
        series,
        brand: input.brand === undefined ? current.brand : input.brand,
        category: input.category,
        quantity: input.quantity,
        amount: input.amount,
        volumeM3: input.volume_m3,
        color: input.color === undefined ? current.color : input.color,
        imei,
      })
      .where(eq(products.id, id));
    return { data: await existing(request, id) };
  };

  const createProduct: OperationHandler = async (request, reply) => {
    const { image, fields } = await readParts(request);
    const raw = fields.get('product');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw ?? '');
    } catch {
      throw new HttpError(400, [{ message: say(request, 'productJson'), field: 'product' }]);
    }
    if (typeof parsed !== 'object' || parsed === null)
      throw new HttpError(400, [{ message: say(request, 'productJson'), field: 'product' }]);
    checkJsonPart(request, 'product', parsed);
    const input = withTexts(parsed as ProductInput, 'product.');
    if (image === null) throw refusal(request, 'pictureRequired', 'image');
    await refuseDuplicate(request, {
      sku: input.sku,
      code: input.code,
      series: input.series ?? null,
      imei: input.imei ?? null,
    });
    const [created] = await orm
      .insert(products)
      .values({
        name: input.name,
        sku: input.sku,
        code: input.code,
        series: input.series ?? null,
        brand: input.brand ?? null,
        category: input.category,
        quantity: input.quantity,
        amount: input.amount,
        volumeM3: input.volume_m3,
        color: input.color ?? null,
        imei: input.imei ?? null,
        status: 'draft',
      })
      .returning({ id: products.id });
    await attachImage(request, created!.id, image);
    return reply.code(201).send({ data: await existing(request, created!.id) });
  };

  const uploadProductImage: OperationHandler = async (request) => {
    const id = idOf(request);
    await existing(request, id);
    const { image } = await readParts(request);
    if (image === null) throw refusal(request, 'pictureRequired', 'image');
    await attachImage(request, id, image);
    return { data: await existing(request, id) };
  };

  const approveProduct: OperationHandler = async (request) => {
    const id = idOf(request);
    const current = await existing(request, id);
    const decision = decideApproveProduct(current.status);
    if (!decision.ok) throw refusal(request, decision.message);
    await orm.update(products).set({ status: 'approved' }).where(eq(products.id, id));
    return { data: await existing(request, id) };
  };

  return {
    listProducts: listProductsHandler,
    getProduct,
    updateProduct,
    createProduct,
    uploadProductImage,
    approveProduct,
  } satisfies Record<string, OperationHandler>;
}
