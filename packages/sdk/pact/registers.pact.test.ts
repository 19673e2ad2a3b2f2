import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe } from 'vitest';
import { getKdRegister, listKdRegisters } from '../src/resources/kd-registers.ts';
import {
  approveProduct,
  createProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../src/resources/products.ts';
import {
  addRegisterProduct,
  addRegisterProducts,
  approveRegister,
  checkRegisterCodes,
  createRegister,
  getRegister,
  listRegisters,
  markRegisterPrinted,
} from '../src/resources/registers.ts';
import { listUnknownProducts } from '../src/resources/unknown-products.ts';
import { errorBody, karvonPact } from './pact.ts';
import {
  kdRegister,
  kdRegisterDetail,
  otherProduct,
  printedRegisterDetail,
  product,
  register,
  registerDetail,
  reprintedRegisterDetail,
  unknownProduct,
} from './examples.ts';
import { emptyPage, fieldErrors, forbidden, notFound, one, page, pactCases } from './resource-pact.ts';
import { NO_SUCH_ID, NOTHING_MATCHES, RESOURCE_STATES as S } from './resource-states.ts';

const { like, string } = MatchersV3;
const pact = karvonPact();
/** Product codes of the pacts' products 1 and 2. */
const PRODUCT_1_CODE = '8806095467412';
const PRODUCT_2_CODE = '8806095301129';
const approvedRegister = { ...registerDetail, status: 'approved' };
const PIXEL_PNG = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pixel.png'));
/** A new product with every optional field, so that its answer has the example's types. */
const newProduct = {
  name: 'Samsung Galaxy A35 8/128',
  sku: 'SM-A356E-128',
  code: '8806095488813',
  series: 'R58W356NEW',
  brand: 'Samsung',
  category: 'Smartfonlar',
  quantity: 1,
  amount: 3_450_000,
  volume_m3: 0.002,
  color: 'navy',
  imei: '356789104561280',
};
/** createProduct's form: the product as JSON beside its picture, as the SDK sends them. */
const productForm = (input: object) => [
  { name: 'product', content: JSON.stringify(input) },
  { name: 'image', content: PIXEL_PNG, file: { name: 'pixel.png', contentType: 'image/png' } },
];
const picture = () => new File([PIXEL_PNG], 'pixel.png', { type: 'image/png' });
const productInput = {
  name: 'Samsung Galaxy A55 8/256',
  sku: 'SM-A556E-256',
  code: '8806095467412',
  category: 'Smartfonlar',
  quantity: 1,
  amount: 4_250_000,
  volume_m3: 0.002,
};

describe('registers', () => {
  pactCases(pact, [
    {
      name: 'a request for the first page of not printed collected-goods registers',
      given: [S.draftRegister],
      method: 'GET',
      path: '/api/uz/reestr/list',
      query: { page: '1', per_page: '20', kind: 'collected', printed: 'false' },
      status: 200,
      response: page(register),
      call: (c) => listRegisters(c, { page: 1, per_page: 20, kind: 'collected', printed: false }),
    },
    {
      name: 'a search for registers that matches nothing',
      given: [S.nothingMatches],
      method: 'GET',
      path: '/api/uz/reestr/list',
      query: { search: NOTHING_MATCHES },
      status: 200,
      response: emptyPage(),
      call: (c) => listRegisters(c, { search: NOTHING_MATCHES }),
    },
    {
      name: 'a request for registers by a manager without the reestr permission',
      given: [S.managerLacks('reestr')],
      as: 'manager',
      method: 'GET',
      path: '/api/uz/reestr/list',
      status: 403,
      response: forbidden(),
      call: (c) => listRegisters(c),
    },
    {
      name: 'a request for register 1',
      given: [S.draftRegister],
      method: 'GET',
      path: '/api/uz/reestr/1',
      status: 200,
      response: one(registerDetail),
      call: (c) => getRegister(c, 1),
    },
    {
      name: 'a request for a register that does not exist',
      given: [S.noSuchRecord],
      method: 'GET',
      path: `/api/uz/reestr/${NO_SUCH_ID}`,
      status: 404,
      response: notFound(),
      call: (c) => getRegister(c, NO_SUCH_ID),
    },
    {
      name: 'a new collected-goods register with product 1',
      given: [S.draftProduct],
      method: 'POST',
      path: '/api/uz/reestr',
      body: {
        kind: 'collected',
        branch_id: 1,
        business_date: '2026-11-20',
        products: [{ product_id: 1, quantity: 1 }],
      },
      status: 201,
      response: one(registerDetail),
      call: (c) =>
        createRegister(c, {
          kind: 'collected',
          branch_id: 1,
          business_date: '2026-11-20',
          products: [{ product_id: 1, quantity: 1 }],
        }),
    },
    {
      name: 'a new register listing a product twice',
      given: [S.draftProduct],
      method: 'POST',
      path: '/api/uz/reestr',
      body: {
        kind: 'collected',
        branch_id: 1,
        business_date: '2026-11-20',
        products: [
          { product_id: 1, quantity: 1 },
          { product_id: 1, quantity: 2 },
        ],
      },
      status: 400,
      response: fieldErrors('Продукт уже существует', 'products[1]'),
      call: (c) =>
        createRegister(c, {
          kind: 'collected',
          branch_id: 1,
          business_date: '2026-11-20',
          products: [
            { product_id: 1, quantity: 1 },
            { product_id: 1, quantity: 2 },
          ],
        }),
    },
    {
      name: 'an addition of product 2 to draft register 1',
      given: [S.draftRegister, S.otherProductSku],
      method: 'POST',
      path: '/api/uz/reestr/1/product',
      body: { product_id: 2, quantity: 1, series: 'R58W999XYZ' },
      status: 201,
      response: one(registerDetail),
      call: (c) => addRegisterProduct(c, 1, { product_id: 2, quantity: 1, series: 'R58W999XYZ' }),
    },
    {
      name: 'an addition of product 1 to register 1 that already holds it',
      given: [S.draftRegister],
      method: 'POST',
      path: '/api/uz/reestr/1/product',
      body: { product_id: 1, quantity: 1 },
      status: 400,
      response: fieldErrors('Продукт уже существует', 'product_id'),
      call: (c) => addRegisterProduct(c, 1, { product_id: 1, quantity: 1 }),
    },
    {
      name: 'an addition of product 1 to a register that does not exist',
      given: [S.noSuchRecord, S.draftProduct],
      method: 'POST',
      path: `/api/uz/reestr/${NO_SUCH_ID}/product`,
      body: { product_id: 1, quantity: 1 },
      status: 404,
      response: notFound(),
      call: (c) => addRegisterProduct(c, NO_SUCH_ID, { product_id: 1, quantity: 1 }),
    },
    {
      name: 'an approval of draft register 1',
      given: [S.draftRegister],
      method: 'POST',
      path: '/api/uz/reestr/1/approve',
      status: 200,
      response: one(approvedRegister),
      call: (c) => approveRegister(c, 1),
    },
    {
      name: 'an approval of a register that is already approved',
      given: [S.approvedRegister],
      method: 'POST',
      path: '/api/uz/reestr/1/approve',
      status: 400,
      response: errorBody('Реестр уже утверждён'),
      call: (c) => approveRegister(c, 1),
    },
    {
      name: 'a print mark on register 1',
      given: [S.draftRegister],
      method: 'POST',
      path: '/api/uz/reestr/1/print',
      status: 200,
      response: one(printedRegisterDetail),
      call: (c) => markRegisterPrinted(c, 1),
    },
    {
      name: 'a reprint of register 1 with a reason',
      given: [S.printedRegister],
      method: 'POST',
      path: '/api/uz/reestr/1/print',
      body: { reason: 'Birinchi nusxa yirtildi' },
      status: 200,
      response: one(reprintedRegisterDetail),
      call: (c) => markRegisterPrinted(c, 1, { reason: 'Birinchi nusxa yirtildi' }),
    },
    {
      name: 'a reprint of register 1 without a reason',
      given: [S.printedRegister],
      method: 'POST',
      path: '/api/uz/reestr/1/print',
      status: 400,
      response: fieldErrors('Укажите причину повторной печати', 'reason'),
      call: (c) => markRegisterPrinted(c, 1),
    },
  ]);
});

describe('scan to batch on a register', () => {
  pactCases(pact, [
    {
      name: 'a check of three codes against draft register 1',
      given: [S.draftRegister, S.otherProductSku, S.nothingMatches],
      method: 'POST',
      path: '/api/uz/reestr/1/codes/check',
      body: { codes: [PRODUCT_2_CODE, PRODUCT_1_CODE, NOTHING_MATCHES] },
      status: 200,
      response: {
        data: [
          { code: PRODUCT_2_CODE, result: 'found', product: like(otherProduct), message: null },
          {
            code: PRODUCT_1_CODE,
            result: 'already',
            product: like(product),
            message: string('Продукт уже в реестре'),
          },
          {
            code: NOTHING_MATCHES,
            result: 'unknown',
            product: null,
            message: string('Продукт с таким кодом не найден'),
          },
        ],
      },
      call: (c) => checkRegisterCodes(c, 1, { codes: [PRODUCT_2_CODE, PRODUCT_1_CODE, NOTHING_MATCHES] }),
    },
    {
      name: 'a check of a code against approved register 1',
      given: [S.approvedRegister, S.otherProductSku],
      method: 'POST',
      path: '/api/uz/reestr/1/codes/check',
      body: { codes: [PRODUCT_2_CODE] },
      status: 200,
      response: {
        data: [
          {
            code: PRODUCT_2_CODE,
            result: 'not_allowed',
            product: like(otherProduct),
            message: string('Реестр уже утверждён'),
          },
        ],
      },
      call: (c) => checkRegisterCodes(c, 1, { codes: [PRODUCT_2_CODE] }),
    },
    {
      name: 'a check of codes against a register that does not exist',
      given: [S.noSuchRecord],
      method: 'POST',
      path: `/api/uz/reestr/${NO_SUCH_ID}/codes/check`,
      body: { codes: [PRODUCT_1_CODE] },
      status: 404,
      response: notFound(),
      call: (c) => checkRegisterCodes(c, NO_SUCH_ID, { codes: [PRODUCT_1_CODE] }),
    },
    {
      name: 'an addition of a batch of products to draft register 1',
      given: [S.draftRegister, S.otherProductSku],
      method: 'POST',
      path: '/api/uz/reestr/1/products',
      body: { items: [{ product_id: 2, quantity: 2, series: 'R58W999XYZ' }] },
      status: 201,
      response: one(registerDetail),
      call: (c) =>
        addRegisterProducts(c, 1, { items: [{ product_id: 2, quantity: 2, series: 'R58W999XYZ' }] }),
    },
    {
      name: 'a batch for register 1 naming a product it already holds',
      given: [S.draftRegister, S.otherProductSku],
      method: 'POST',
      path: '/api/uz/reestr/1/products',
      body: {
        items: [
          { product_id: 2, quantity: 1 },
          { product_id: 1, quantity: 1 },
        ],
      },
      status: 400,
      response: fieldErrors('Продукт уже существует', 'items[1].product_id'),
      call: (c) =>
        addRegisterProducts(c, 1, {
          items: [
            { product_id: 2, quantity: 1 },
            { product_id: 1, quantity: 1 },
          ],
        }),
    },
  ]);
});

describe('courier-delivery registers and unknown goods', () => {
  pactCases(pact, [
    {
      name: 'a request for the first page of courier-delivery registers',
      given: [S.kdRegister],
      method: 'GET',
      path: '/api/uz/kdreestr/list',
      query: { page: '1', per_page: '20' },
      status: 200,
      response: page(kdRegister),
      call: (c) => listKdRegisters(c, { page: 1, per_page: 20 }),
    },
    {
      name: 'a search for courier-delivery registers that matches nothing',
      given: [S.nothingMatches],
      method: 'GET',
      path: '/api/uz/kdreestr/list',
      query: { search: NOTHING_MATCHES },
      status: 200,
      response: emptyPage(),
      call: (c) => listKdRegisters(c, { search: NOTHING_MATCHES }),
    },
    {
      name: 'a request for courier-delivery registers by a manager without the kdreestr permission',
      given: [S.managerLacks('kdreestr')],
      as: 'manager',
      method: 'GET',
      path: '/api/uz/kdreestr/list',
      status: 403,
      response: forbidden(),
      call: (c) => listKdRegisters(c),
    },
    {
      name: 'a request for courier-delivery register 1',
      given: [S.kdRegister],
      method: 'GET',
      path: '/api/uz/kdreestr/1',
      status: 200,
      response: one(kdRegisterDetail),
      call: (c) => getKdRegister(c, 1),
    },
    {
      name: 'a request for a courier-delivery register that does not exist',
      given: [S.noSuchRecord],
      method: 'GET',
      path: `/api/uz/kdreestr/${NO_SUCH_ID}`,
      status: 404,
      response: notFound(),
      call: (c) => getKdRegister(c, NO_SUCH_ID),
    },
    {
      name: 'a request for the first page of unknown goods',
      given: [S.unknownProducts],
      method: 'GET',
      path: '/api/uz/unknown/list',
      query: { page: '1', per_page: '20' },
      status: 200,
      response: page(unknownProduct),
      call: (c) => listUnknownProducts(c, { page: 1, per_page: 20 }),
    },
    {
      name: 'a search for unknown goods that matches nothing',
      given: [S.nothingMatches],
      method: 'GET',
      path: '/api/uz/unknown/list',
      query: { search: NOTHING_MATCHES },
      status: 200,
      response: emptyPage(),
      call: (c) => listUnknownProducts(c, { search: NOTHING_MATCHES }),
    },
    {
      name: 'a request for unknown goods by a manager without the unknown permission',
      given: [S.managerLacks('unknown')],
      as: 'manager',
      method: 'GET',
      path: '/api/uz/unknown/list',
      status: 403,
      response: forbidden(),
      call: (c) => listUnknownProducts(c),
    },
  ]);
});

describe('products', () => {
  pactCases(pact, [
    {
      name: 'a search for products by IMEI',
      given: [S.draftProduct],
      method: 'GET',
      path: '/api/uz/product/list',
      query: { imei: '356789104567891' },
      status: 200,
      response: page(product),
      call: (c) => listProducts(c, { imei: '356789104567891' }),
    },
    {
      name: 'a search for products by a SKU that matches nothing',
      given: [S.nothingMatches],
      method: 'GET',
      path: '/api/uz/product/list',
      query: { sku: NOTHING_MATCHES },
      status: 200,
      response: emptyPage(),
      call: (c) => listProducts(c, { sku: NOTHING_MATCHES }),
    },
    {
      name: 'a request for product 1',
      given: [S.draftProduct],
      method: 'GET',
      path: '/api/uz/product/1',
      status: 200,
      response: one(product),
      call: (c) => getProduct(c, 1),
    },
    {
      name: 'a request for a product that does not exist',
      given: [S.noSuchRecord],
      method: 'GET',
      path: `/api/uz/product/${NO_SUCH_ID}`,
      status: 404,
      response: errorBody('Продукт не найден'),
      call: (c) => getProduct(c, NO_SUCH_ID),
    },
    {
      name: 'an edit of draft product 1',
      given: [S.draftProduct],
      method: 'PUT',
      path: '/api/uz/product/1',
      body: productInput,
      status: 200,
      response: one(product),
      call: (c) => updateProduct(c, 1, productInput),
    },
    {
      name: 'an edit of product 1 to the SKU of another product',
      given: [S.draftProduct, S.otherProductSku],
      method: 'PUT',
      path: '/api/uz/product/1',
      body: { ...productInput, sku: 'SM-S928B-512' },
      status: 400,
      response: fieldErrors('Продукт уже существует', 'sku'),
      call: (c) => updateProduct(c, 1, { ...productInput, sku: 'SM-S928B-512' }),
    },
    {
      name: 'an approval of draft product 1',
      given: [S.draftProduct],
      method: 'POST',
      path: '/api/uz/product/1/approve',
      status: 200,
      response: one({ ...product, status: 'approved' }),
      call: (c) => approveProduct(c, 1),
    },
    {
      name: 'a new product with its picture',
      given: [S.newProductIdentityFree],
      method: 'POST',
      path: '/api/uz/product',
      parts: productForm(newProduct),
      status: 201,
      response: one(product),
      call: (c) => createProduct(c, newProduct, picture()),
    },
    {
      name: 'a new product with the SKU of product 1',
      given: [S.draftProduct],
      method: 'POST',
      path: '/api/uz/product',
      parts: productForm({ ...newProduct, sku: 'SM-A556E-256' }),
      status: 400,
      response: fieldErrors('Продукт уже существует', 'sku'),
      call: (c) => createProduct(c, { ...newProduct, sku: 'SM-A556E-256' }, picture()),
    },
    {
      name: 'an approval of a product that is already approved',
      given: [S.approvedProduct],
      method: 'POST',
      path: '/api/uz/product/1/approve',
      status: 400,
      response: errorBody('Продукт уже утверждён'),
      call: (c) => approveProduct(c, 1),
    },
  ]);
});
