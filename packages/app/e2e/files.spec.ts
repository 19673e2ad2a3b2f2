import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';
import { api } from './api.ts';

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

  // What may be uploaded is said beside the button, and the chooser offers only that.
  await expect(page.getByRole('button', { name: 'Загрузить файлы' })).toHaveAccessibleDescription(
    /^PDF, JPEG, PNG, WebP, HEIC, Word или Excel; файл до 20 МБ/,
  );
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', /(^|,)\.pdf,.*\.xlsx(,|$)/);
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

/** The API as the signed-in page would call it, for what a test sets up or does behind the page's back. */
async function send<T>(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: object) {
  const token = (await page.context().cookies()).find(({ name }) => name === 'access_token_ser')!.value;
  const response = await page.request.fetch(`/api/uz/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data && { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.status() === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}

async function uploadOnPage(page: Page, ...names: string[]) {
  await page
    .locator('input[type="file"]')
    .setInputFiles(names.map((name) => ({ name, mimeType: 'application/pdf', buffer: PDF })));
  await expect(page.getByRole('status').filter({ hasText: 'Файлы загружены' })).toBeVisible();
}

test('an uploaded file is removed after a confirmation naming it, by keyboard; the history names it', async ({
  page,
}) => {
  await signInAs(page, admin);
  await openAnApplication(page);
  const stamp = Date.now();
  const extra = `лишний-${stamp}.pdf`;
  const kept = `акт-${stamp}.pdf`;
  await uploadOnPage(page, extra, kept);
  const files = page.getByRole('list', { name: 'Файлы' });
  const remove = files.getByRole('button', { name: `Удалить: ${extra}` });

  // Escape keeps the file, and focus comes back to its button.
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Удалить файл «${extra}»?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(files).toContainText(extra);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Удалить' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Файл «${extra}» удалён` })).toBeVisible();
  await expect(files).not.toContainText(extra);
  await expect(files).toContainText(kept);
  // Focus goes on to the next file's remove button, not lost to the page.
  await expect(files.getByRole('button', { name: `Удалить: ${kept}` })).toBeFocused();
  const comments = page.getByRole('list').filter({ hasText: `Удалён файл «${extra}»` });
  await expect(comments).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(files).toContainText(kept);
  await expect(files).not.toContainText(extra);
  await expect(page.getByText(`Удалён файл «${extra}»`)).toBeVisible();
});

test("removing a file someone has already removed shows the server's sentence and the list as it is", async ({
  page,
}) => {
  await signInAs(page, admin);
  await openAnApplication(page);
  const applicationId = /\/del_application\/(\d+)$/.exec(page.url())![1];
  const name = `уже-удалён-${Date.now()}.pdf`;
  await uploadOnPage(page, name);
  const detail = await (
    await api(page)
  ).get<{ files: { id: number; name: string }[] }>(`application/${applicationId}`);
  const file = detail.files.find((one) => one.name === name)!;
  await send(page, 'DELETE', `application/${applicationId}/file/${file.id}`);

  const files = page.getByRole('list', { name: 'Файлы' });
  await files.getByRole('button', { name: `Удалить: ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Удалить файл «${name}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Запись не найдена' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /разработчик/ })).toHaveCount(0);
  await expect(files).not.toContainText(name);
});

test('a role without application.file.delete sees the files but no remove button', async ({ page }) => {
  await signInAs(page, admin);
  await openAnApplication(page);
  const applicationId = /\/del_application\/(\d+)$/.exec(page.url())![1];
  const stamp = Date.now();
  const name = `накладная-${stamp}.pdf`;
  await uploadOnPage(page, name);

  // Every seeded role that opens applications may remove files: a copy of the manager's role without it.
  const managerRole = (
    await (await api(page)).get<{ id: number; name: string }[]>('role/list?search=Менеджер')
  )[0]!;
  const role = await send<{ id: number }>(page, 'POST', 'role', {
    name: `Без удаления ${stamp}`,
    color: '#64748B',
  });
  await send(page, 'POST', `role/${role.id}/copy_permissions`, { from_role_id: managerRole.id });
  // The role's grants become exactly the ones sent: all of them, this one at 0.
  const grants = await (
    await api(page)
  ).get<{ permission_id: number; key: string; value: string }[]>(`role/${role.id}/permissions`);
  await send(page, 'PUT', `role/${role.id}/permissions`, {
    grants: grants.map(({ permission_id, key, value }) => ({
      permission_id,
      value: key === 'application.file.delete' ? '0' : value,
    })),
  });
  const reader = {
    phone: `99877${String(stamp).slice(-7)}`,
    password: `Qv7-karvon-e2e-${stamp.toString(36)}`,
  };
  const { register_branch } = await (
    await api(page)
  ).get<{ register_branch: { id: number } }>(`application/${applicationId}`);
  await send(page, 'POST', 'user', {
    name: `Читатель ${stamp}`,
    ...reader,
    role_id: role.id,
    branch_id: register_branch.id,
  });

  await page.context().clearCookies();
  await signInAs(page, reader);
  await page.goto(`/del_application/${applicationId}`);
  const files = page.getByRole('list', { name: 'Файлы' });
  await expect(files.getByRole('button', { name: `Скачать: ${name}` })).toBeVisible();
  await expect(files.getByRole('button', { name: /^Удалить/ })).toHaveCount(0);
});
