import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { deleteApplicationFile, uploadApplicationFiles } from '../src/resources/applications.ts';
import { uploadProductImage } from '../src/resources/products.ts';
import { errorBody, karvonPact } from './pact.ts';
import { applicationDetail, product } from './examples.ts';
import { all, forbidden, notFound, one, pactCases } from './resource-pact.ts';
import { NO_SUCH_ID, RESOURCE_STATES as S } from './resource-states.ts';

const pact = karvonPact();
const fixture = (name: string) => join(dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
const picture = { part: 'image', file: fixture('pixel.png'), contentType: 'image/png' };
const waybill = { part: 'files', file: fixture('waybill.pdf'), contentType: 'application/pdf' };
const fileOf = (path: string, type: string) =>
  new File([readFileSync(path)], path.split('/').pop()!, { type });

describe('uploads', () => {
  pactCases(pact, [
    {
      name: 'an upload of a waybill to application 1',
      given: [S.applicationAtPacking],
      method: 'POST',
      path: '/api/uz/application/1/file',
      multipart: waybill,
      status: 201,
      response: all(applicationDetail.files[0]),
      call: (c) => uploadApplicationFiles(c, 1, [fileOf(waybill.file, waybill.contentType)]),
    },
    {
      name: 'an upload to an application that already has ten files',
      given: [S.applicationWithTenFiles],
      method: 'POST',
      path: '/api/uz/application/1/file',
      multipart: waybill,
      status: 400,
      response: errorBody('Можно прикрепить не более 10 файлов'),
      call: (c) => uploadApplicationFiles(c, 1, [fileOf(waybill.file, waybill.contentType)]),
    },
    {
      name: 'an upload by a manager without the del_application permission',
      given: [S.managerLacks('del_application'), S.applicationAtPacking],
      as: 'manager',
      method: 'POST',
      path: '/api/uz/application/1/file',
      multipart: waybill,
      status: 403,
      response: forbidden(),
      call: (c) => uploadApplicationFiles(c, 1, [fileOf(waybill.file, waybill.contentType)]),
    },
    {
      name: 'an upload of a new image of product 1',
      given: [S.draftProduct],
      method: 'POST',
      path: '/api/uz/product/1/image',
      multipart: picture,
      status: 200,
      response: one(product),
      call: (c) => uploadProductImage(c, 1, fileOf(picture.file, picture.contentType)),
    },
    {
      name: 'an upload of an image of a product that does not exist',
      given: [S.noSuchRecord],
      method: 'POST',
      path: `/api/uz/product/${NO_SUCH_ID}/image`,
      multipart: picture,
      status: 404,
      response: notFound(),
      call: (c) => uploadProductImage(c, NO_SUCH_ID, fileOf(picture.file, picture.contentType)),
    },
  ]);
});

describe('removing an uploaded file', () => {
  pactCases(pact, [
    {
      name: 'a removal of file 1 of application 1',
      given: [S.applicationFiles],
      method: 'DELETE',
      path: '/api/uz/application/1/file/1',
      status: 204,
      call: (c) => deleteApplicationFile(c, 1, 1),
    },
    {
      name: 'a removal of a file of another application',
      given: [S.applicationFiles],
      method: 'DELETE',
      path: '/api/uz/application/1/file/2',
      status: 404,
      response: notFound(),
      call: (c) => deleteApplicationFile(c, 1, 2),
    },
    {
      name: 'a removal by a manager without the application.file.delete permission',
      given: [S.managerLacks('application.file.delete'), S.applicationFiles],
      as: 'manager',
      method: 'DELETE',
      path: '/api/uz/application/1/file/1',
      status: 403,
      response: forbidden(),
      call: (c) => deleteApplicationFile(c, 1, 1),
    },
  ]);
});
