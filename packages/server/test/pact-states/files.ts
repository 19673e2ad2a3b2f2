import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Orm } from '../../src/db/database.ts';
import { applicationFiles, productImages, products } from '../../src/db/schema.ts';
import { resetApplicationFixtures } from '../helpers/application-fixtures.ts';
import { putProduct } from './logistics.ts';

type StateHandler = () => Promise<undefined>;

/** The bytes the consumer's pact expects for file 1 of application 1 and image 1 of product 1. */
const CONTRACT_PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP438AAAAQBAYDFKhhdAAAAAElFTkSuQmCC',
  'base64',
);

const nextIdAfterMax = (table: string) =>
  sql.raw(
    `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from "${table}"), 1))`,
  );

/** Files 1 (of application 1, shartnoma.pdf) and 2 (of application 2), whatever ids earlier uploads took. */
async function putApplicationFiles(orm: Orm) {
  await resetApplicationFixtures(orm);
  await orm
    .delete(applicationFiles)
    .where(or(inArray(applicationFiles.id, [1, 2]), inArray(applicationFiles.applicationId, [1, 2])));
  await orm
    .insert(applicationFiles)
    .overridingSystemValue()
    .values(
      [1, 2].map((id) => ({
        id,
        applicationId: id,
        name: 'shartnoma.pdf',
        mimeType: 'application/pdf',
        size: CONTRACT_PDF.byteLength,
        content: CONTRACT_PDF,
        uploadedAt: new Date('2026-11-20T09:30:00+05:00'),
        uploadedById: 2,
      })),
    );
  await orm.execute(nextIdAfterMax('application_files'));
}

async function putProductImage(orm: Orm) {
  await putProduct(orm, 1, 'draft');
  await orm.delete(productImages).where(eq(productImages.id, 1));
  await orm.insert(productImages).overridingSystemValue().values({
    id: 1,
    productId: 1,
    name: 'galaxy-a55.png',
    mimeType: 'image/png',
    size: PIXEL_PNG.byteLength,
    content: PIXEL_PNG,
    uploadedById: 1,
  });
  await orm.execute(nextIdAfterMax('product_images'));
  await orm
    .update(products)
    .set({ imageUrl: 'https://karvon.uz/api/uz/product/1/image/1' })
    .where(eq(products.id, 1));
}

export function fileStates(orm: () => Orm): Record<string, StateHandler> {
  return {
    'application 1 has file 1 shartnoma.pdf and application 2 has file 2': async () => {
      await putApplicationFiles(orm());
      return undefined;
    },
    'product 1 has image 1, a PNG': async () => {
      await putProductImage(orm());
      return undefined;
    },
  };
}
