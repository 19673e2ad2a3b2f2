import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { downloadApplicationFile, getProductImage } from '../src/resources/files.ts';
import { karvonPact } from './pact.ts';
import { forbidden, notFound, pactCases } from './resource-pact.ts';
import { NO_SUCH_ID, RESOURCE_STATES as S } from './resource-states.ts';

const pact = karvonPact();
const fixture = (name: string) => join(dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
// The provider state stores exactly these bytes as file 1 of application 1 and as image 1 of product 1.
const CONTRACT_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const PIXEL_PNG = readFileSync(fixture('pixel.png'));

describe('downloads', () => {
  pactCases(pact, [
    {
      name: 'a download of file 1 of application 1',
      given: [S.applicationFiles],
      method: 'GET',
      path: '/api/uz/application/1/file/1',
      status: 200,
      file: { contentType: 'application/pdf', content: CONTRACT_PDF },
      call: (c) => downloadApplicationFile(c, 1, 1),
    },
    {
      name: 'a download of a file of another application',
      given: [S.applicationFiles],
      method: 'GET',
      path: '/api/uz/application/1/file/2',
      status: 404,
      response: notFound(),
      call: (c) => downloadApplicationFile(c, 1, 2),
    },
    {
      name: 'a download of a file that does not exist',
      given: [S.applicationFiles, S.noSuchRecord],
      method: 'GET',
      path: `/api/uz/application/1/file/${NO_SUCH_ID}`,
      status: 404,
      response: notFound(),
      call: (c) => downloadApplicationFile(c, 1, NO_SUCH_ID),
    },
    {
      name: 'a download by a manager without the del_application permission',
      given: [S.managerLacks('del_application'), S.applicationFiles],
      as: 'manager',
      method: 'GET',
      path: '/api/uz/application/1/file/1',
      status: 403,
      response: forbidden(),
      call: (c) => downloadApplicationFile(c, 1, 1),
    },
    {
      name: 'a request for image 1 of product 1',
      given: [S.productImage],
      method: 'GET',
      path: '/api/uz/product/1/image/1',
      status: 200,
      file: { contentType: 'image/png', content: PIXEL_PNG },
      call: (c) => getProductImage(c, 1, 1),
    },
    {
      name: 'a request for an image of a product that does not exist',
      given: [S.noSuchRecord],
      method: 'GET',
      path: `/api/uz/product/${NO_SUCH_ID}/image/1`,
      status: 404,
      response: notFound(),
      call: (c) => getProductImage(c, NO_SUCH_ID, 1),
    },
    {
      name: 'a request for a product image by a manager without the reestr permission',
      given: [S.managerLacks('reestr'), S.productImage],
      as: 'manager',
      method: 'GET',
      path: '/api/uz/product/1/image/1',
      status: 403,
      response: forbidden(),
      call: (c) => getProductImage(c, 1, 1),
    },
  ]);
});
