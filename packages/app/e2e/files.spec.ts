import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';

// Every byte value, so that a text conversion anywhere on the way would show.
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP438AAAAQBAYDFKhhdAAAAAElFTkSuQmCC',
  'base64',
);

async function openAnApplication(page: Page) {
  await page.goto('/del_application?step=registered&frozen=false&sort=-id');
  const firstRow = page.getByRole('grid', { name: 'Заявки на доставку' }).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await firstRow.dblclick();
  await expect(page).toHaveURL(/\/del_application\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
}

test('files of an application: upload, download the same bytes, preview a picture', async ({ page }) => {
  await signInAs(page, admin);
  await openAnApplication(page);
  const stamp = Date.now();
  const pdfName = `накладная-${stamp}.pdf`;
  const pngName = `фото-${stamp}.png`;

  await page.locator('input[type="file"]').setInputFiles([
    { name: pdfName, mimeType: 'application/pdf', buffer: PDF },
    { name: pngName, mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Файлы загружены' })).toBeVisible();
  const files = page.getByRole('list', { name: 'Файлы' });
  await expect(files).toContainText(pdfName);
  await expect(files).toContainText(pngName);

  // Download: fetched with the token in a header (never in the address), saved under its own name.
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: `Скачать: ${pdfName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(pdfName);
  expect(download.url()).toMatch(/^blob:/);
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);

  // Preview: the picture in a dialog from an object URL, which is revoked when the dialog closes.
  await files.getByRole('button', { name: `Просмотреть: ${pngName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Просмотр: ${pngName}` });
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole('img', { name: pngName });
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(picture).toHaveJSProperty('naturalWidth', 1);
  const source = (await picture.getAttribute('src'))!;
  expect(source).toMatch(/^blob:/);
  await expectAccessible(page);

  const savingFromPreview = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Скачать' }).click();
  expect((await readFile((await (await savingFromPreview).path())!)).equals(PNG)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page's CSP lets pictures (not fetch) read blob: URLs: load it again as a picture.
  const afterClose = await page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const probe = new Image();
        probe.onload = () => resolve('readable');
        probe.onerror = () => resolve('revoked');
        probe.src = url;
      }),
    source,
  );
  expect(afterClose).toBe('revoked');
  await expect(files.getByRole('button', { name: `Просмотреть: ${pngName}` })).toBeEnabled();
});

test('a product picture shows as a thumbnail among the products of an application', async ({ page }) => {
  await signInAs(page, admin);
  await openAnApplication(page);
  const applicationId = /\/del_application\/(\d+)$/.exec(page.url())![1];
  const token = (await page.context().cookies()).find(({ name }) => name === 'access_token_ser')!.value;
  const authorization = { Authorization: `Bearer ${token}` };
  const detail = await page.request.get(`/api/uz/application/${applicationId}`, { headers: authorization });
  const product = ((await detail.json()) as { data: { products: { id: number; name: string }[] } }).data
    .products[0]!;
  const uploaded = await page.request.post(`/api/uz/product/${product.id}/image`, {
    headers: authorization,
    multipart: { image: { name: 'товар.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);

  await page.reload();
  const thumbnail = page
    .getByRole('grid', { name: 'Товары' })
    .getByRole('img', { name: product.name })
    .first();
  await expect(thumbnail).toHaveJSProperty('naturalWidth', 1);
  expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
});
