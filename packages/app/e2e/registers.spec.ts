import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { api } from './api.ts';
import { admin, expect, expectAccessible, manager, signInAs, test } from './fixtures.ts';

const list = (page: Page) => page.getByRole('grid', { name: 'Реестры' });
const products = (page: Page) => page.getByRole('grid', { name: 'Товары реестра' });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const total = async (page: Page) =>
  Number((await page.getByText(/^Найдено: [\d\s]+/).textContent())!.replace(/\D/g, ''));
/** The text of one column (by header) in every drawn row of a grid. */
async function column(page: Page, grid: ReturnType<typeof list>, header: string) {
  const headers = await grid.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const rows = grid.getByRole('row');
  const texts: string[] = [];
  for (let row = 1; row < (await rows.count()); row += 1)
    texts.push((await rows.nth(row).getByRole('gridcell').nth(index).textContent())!.trim());
  return texts;
}
/**
 * The QR code of the page's printout read as a phone would, from its pixels: its screenshot is turned into pixels
 * in the page (the app's policy allows no injected script, so jsQR runs here) and decoded by jsQR.
 */
async function readPrintedQr(page: Page, name: string): Promise<string | null> {
  const png = await page.locator('[data-print-document]').getByRole('img', { name }).screenshot();
  const { width, height, pixels } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: image.width, height: image.height, pixels: btoa(binary) };
  }, png.toString('base64'));
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), width, height)?.data ?? null;
}

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the list: a kind tab and a status filter live in the address, survive a reload, and a row opens on one click', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/reestr');
  await expect(list(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  const everything = await total(page);

  await page.getByRole('navigation', { name: 'Вид реестра' }).getByRole('link', { name: 'Погрузка' }).click();
  await expect(page).toHaveURL(/[?&]kind=loading\b/);
  await page.getByRole('button', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Черновик' }).click();
  await expect(page).toHaveURL(/[?&]status=draft\b/);
  await expect(page.getByRole('button', { name: 'Статус: Черновик' })).toBeVisible();
  await expect.poll(() => total(page)).toBeLessThan(everything);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Погрузка' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Статус: Черновик' })).toBeVisible();
  await expect(list(page).getByRole('row').nth(1)).toBeVisible();
  expect(new Set(await column(page, list(page), 'Вид'))).toEqual(new Set(['Погрузка']));
  expect(new Set(await column(page, list(page), 'Статус'))).toEqual(new Set(['Черновик']));
  await expectAccessible(page);

  const number = (await list(page)
    .getByRole('row')
    .nth(1)
    .getByRole('gridcell')
    .first()
    .textContent())!.trim();
  await list(page).getByRole('row').nth(1).getByRole('gridcell').nth(4).click();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Реестр ${number}` })).toBeVisible();
});

test('create a register, add a product with its image, refuse a duplicate beside its field, approve the product and the register', async ({
  page,
}) => {
  // One story from an empty register to an approved one: longer than one screen's test.
  test.setTimeout(90_000);
  await signInAs(page, admin);
  await page.goto('/reestr?kind=collected');
  await page.getByRole('button', { name: 'Новый реестр' }).click();
  await expect(page).toHaveURL(/\/reestr\/item\?kind=collected$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Новый реестр' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(toast(page, 'Реестр создан')).toBeVisible();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Реестр R-\d{4}-\d{4}-\d{2}$/ })).toBeVisible();
  await expect(page.getByText('Черновик').first()).toBeVisible();
  await expectAccessible(page);

  // A new product: nothing is sent without its picture (SPEC §5).
  await page.getByRole('button', { name: 'Добавить товар' }).click();
  const form = page.getByRole('region', { name: 'Добавление товара' });
  // The form opens below the register's facts: its first field takes the focus, and so the view.
  await expect(form.getByRole('textbox', { name: 'Название товара' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Название товара' })).toBeInViewport();
  const sku = `E2E-${Date.now()}`;
  await form.getByRole('textbox', { name: 'Название товара' }).fill('Пылесос Artel VCC 0120');
  await form.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await form.getByRole('textbox', { name: 'Код' }).fill(`47${Date.now()}`);
  await form.getByRole('textbox', { name: 'Категория' }).fill('Бытовая техника');
  await form.getByRole('textbox', { name: /^Цена/ }).fill('1250000');
  await form.getByRole('textbox', { name: 'Объём одной штуки, м³' }).fill('0,12');
  await form.getByRole('button', { name: 'Добавить в реестр' }).click();
  await expect(form.getByText('Пожалуйста, выберите изображение!')).toBeVisible();
  await expectAccessible(page);
  // Too big is said as soon as it is chosen.
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(form.getByText('Изображение больше 5 МБ')).toBeVisible();
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'vcc.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByText('Изображение больше 5 МБ')).toHaveCount(0);
  // Beyond the contract's bounds: said beside the fields in the form's words, before the server would refuse them.
  const price = form.getByRole('textbox', { name: /^Цена/ });
  const quantity = form.getByRole('textbox', { name: 'Количество в реестре' });
  await price.fill('2000000000000');
  await quantity.fill('2000000');
  await form.getByRole('button', { name: 'Добавить в реестр' }).click();
  await expect(price).toHaveAccessibleDescription(/От 0 до 1\s000\s000\s000\s000/);
  await expect(quantity).toHaveAccessibleDescription(/От 1 до 1\s000\s000/);
  await price.fill('1250000');
  await quantity.fill('3');
  // Taken as the field is left: its message goes, and the button below moves up before it is pressed.
  await page.keyboard.press('Tab');
  await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Добавить в реестр' }).click();
  // One message for one action: the product saved and its line added.
  await expect(toast(page, 'Товар добавлен в реестр')).toBeVisible();
  await expect(toast(page, 'Продукт сохранён')).toHaveCount(0);
  const line = products(page).getByRole('row', { name: /Пылесос Artel VCC 0120/ });
  await expect(line).toBeVisible();
  await expect(line.getByRole('img', { name: 'Пылесос Artel VCC 0120' })).toBeVisible();
  await expect(line).toContainText('Черновик');

  // The same SKU again: the server's sentence beside the SKU field, and what was typed stays.
  await form.getByRole('textbox', { name: 'Название товара' }).fill('Пылесос-двойник');
  await form.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await form.getByRole('textbox', { name: 'Код' }).fill(`48${Date.now()}`);
  await form.getByRole('textbox', { name: 'Категория' }).fill('Бытовая техника');
  await form.getByRole('textbox', { name: /^Цена/ }).fill('990000');
  await form.getByRole('textbox', { name: 'Объём одной штуки, м³' }).fill('0,1');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'twin.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Добавить в реестр' }).click();
  const skuField = form.getByRole('textbox', { name: 'SKU' });
  await expect(skuField).toHaveAttribute('aria-invalid', 'true');
  await expect(skuField).toHaveAccessibleDescription(/Продукт уже существует/);
  await expect(form.getByRole('textbox', { name: 'Название товара' })).toHaveValue('Пылесос-двойник');
  await expect(products(page).getByRole('row')).toHaveCount(2);

  // A catalogue product already in the register: refused beside the product picker.
  await form.getByText('Из каталога', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Из каталога' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Товар из каталога' }).fill(sku);
  // The search's answer for the SKU (one product) replaces the first list; an option pressed while that happens
  // is gone before the press ends.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: /Пылесос Artel VCC 0120/ }).click();
  await expect(form.getByRole('article', { name: 'Пылесос Artel VCC 0120' })).toBeVisible();
  await form.getByRole('button', { name: 'Добавить в реестр' }).click();
  await expect(form.getByRole('combobox', { name: 'Товар из каталога' })).toHaveAccessibleDescription(
    /Продукт уже существует/,
  );
  await form.getByRole('button', { name: 'Отмена' }).click();

  // Approve the product from its card, then the register (once, after a confirmation).
  await line.click();
  const dialog = page.getByRole('dialog', { name: 'Товар в реестре' });
  await expect(dialog.getByRole('heading', { name: 'Пылесос Artel VCC 0120' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Утвердить товар' }).click();
  await expect(toast(page, 'Продукт утверждён')).toBeVisible();
  await expect(line).toContainText('Утверждён');

  await page.getByRole('button', { name: 'Утвердить реестр' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Утвердить реестр R-/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Утвердить реестр' }).click();
  await expect(toast(page, 'Статус изменён: реестр утверждён')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Утвердить реестр' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить товар' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Утверждён').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Утвердить реестр' })).toHaveCount(0);
});

test('approved meanwhile by someone else: the refusal is the server’s sentence, and the page shows the register as it now is', async ({
  page,
}) => {
  await signInAs(page, admin);
  const client = await api(page);
  const [product] = await client.get<{ id: number }[]>('product/list?per_page=1');
  await page.goto('/reestr/item?kind=loading');
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await client.post(`reestr/${id}/product`, { product_id: product!.id, quantity: 1 });
  await client.post(`reestr/${id}/approve`);

  await page.getByRole('button', { name: 'Утвердить реестр' }).click();
  await page
    .getByRole('alertdialog', { name: /^Утвердить реестр/ })
    .getByRole('button', { name: 'Утвердить реестр' })
    .click();
  await expect(toast(page, 'Реестр уже утверждён')).toBeVisible();
  await expect(page.getByText('Утверждён').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Утвердить реестр' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить товар' })).toHaveCount(0);
  await expect(products(page).getByRole('row')).toHaveCount(2);
});

test('the end-of-day tab opens a branch’s register of a business day, or offers to create it', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/reestr?kind=end_of_day');
  const opener = page.getByRole('region', { name: 'Реестр конца дня' });
  const day = opener.getByRole('group', { name: 'Рабочий день' });
  await expect(day).toBeVisible();
  await expectAccessible(page);
  // The seeded 20 November of the main warehouse.
  await day.getByRole('spinbutton').first().click();
  await page.keyboard.type('20112026');
  await opener.getByRole('button', { name: 'Открыть реестр дня' }).click();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Реестр E-2026-1120-01' })).toBeVisible();

  // A day without one: said so, and made in one press.
  await page.goBack();
  await day.getByRole('spinbutton').first().click();
  await page.keyboard.type('03012027');
  await opener.getByRole('button', { name: 'Открыть реестр дня' }).click();
  await expect(
    opener.getByText('У филиала «Ташкент — главный склад» нет реестра конца дня за 03.01.2027.'),
  ).toBeVisible();
  await opener.getByRole('button', { name: 'Создать реестр за 03.01.2027' }).click();
  await expect(toast(page, 'Реестр создан')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Реестр E-2027-0103-\d{2}$/ })).toBeVisible();
});

test('a manager (own on reestr) sees the registers of their branch only, and another branch’s is not found', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/reestr?search=Самарканд');
  await list(page).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  const samarkand = new URL(page.url()).pathname;

  await page.context().clearCookies();
  await signInAs(page, manager);
  await page.goto('/reestr');
  await expect(list(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  expect(new Set(await column(page, list(page), 'Филиал'))).toEqual(new Set(['Ташкент Чиланзар']));
  // The filters have come (status first); a branch filter, which could offer nothing, is not among them.
  await expect(page.getByRole('button', { name: 'Статус' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Рабочие дни' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Филиал' })).toHaveCount(0);

  await page.goto(samarkand);
  await expect(page.getByRole('heading', { level: 1, name: 'Запись не найдена' })).toBeVisible();
});

test('an address that names no register says not found in the page, with the way back', async ({ page }) => {
  await signInAs(page, admin);
  for (const path of ['/reestr/item/abc', '/reestr/item/999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Запись не найдена' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Вернуться к списку «Реестры»' })).toBeVisible();
    await expectAccessible(page);
  }
});

test('printing: the first print marks the register printed and prints a clean A4 with a QR code of its address; a reprint asks why and keeps the reason', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The browser's print dialog cannot be driven: counted instead.
  await page.addInitScript(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints += 1;
    };
  });
  const prints = () => page.evaluate(() => (window as unknown as { prints: number }).prints);
  await signInAs(page, admin);
  await page.goto('/reestr?kind=loading&printed=false&status=draft');
  await list(page).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  const path = new URL(page.url()).pathname;
  // A product not yet approved on it: the paper says so on its line.
  const client = await api(page);
  const register = await client.get<{ id: number; products: { product: { id: number } }[] }>(
    `reestr/${path.split('/').pop()}`,
  );
  const drafts = await client.get<{ id: number; name: string }[]>('product/list?status=draft&per_page=50');
  const draft = drafts.find(({ id }) => !register.products.some((line) => line.product.id === id))!;
  await client.post(`reestr/${register.id}/product`, { product_id: draft.id, quantity: 1 });
  await page.reload();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Реестр ', '');
  const history = page.getByRole('region', { name: 'История печати' });
  await expect(history).toContainText('Реестр ещё не печатали.');

  await page.getByRole('button', { name: 'Распечатать', exact: true }).click();
  await expect(toast(page, 'Статус изменён: реестр напечатан')).toBeVisible();
  await expect.poll(prints).toBe(1);
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Первая печать');
  await expect(page.getByText('Напечатан', { exact: true }).first()).toBeVisible();

  // On paper: the document alone (no sidebar, header or buttons), its QR code reads the register's address.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  const sheet = page.locator('[data-print-document]');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Реестр ${number} — Погрузка`);
  await expect(sheet.getByRole('table', { name: 'Товары реестра' })).toBeVisible();
  await expect(sheet.getByRole('row').filter({ hasText: draft.name }).getByRole('cell').nth(1)).toHaveText(
    `${draft.name} · Черновик`,
  );
  await expect(sheet).toContainText('Печать 1:');
  await expect(sheet).toContainText('Сдал');
  expect(await readPrintedQr(page, 'QR-код: адрес реестра в Karvon')).toBe(`${baseURL}${path}`);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const text = pdf.toString('latin1');
  // A4 is 595 × 842 points.
  expect(text).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
  expect(text.match(/\/Type\s*\/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
  await page.emulateMedia({ media: 'screen' });

  // A reprint: not without a reason; the reason stays in the history, after a reload too.
  await page.getByRole('button', { name: 'Распечатать снова' }).click();
  const dialog = page.getByRole('dialog', { name: `Повторная печать реестра ${number}` });
  await dialog.getByRole('button', { name: 'Распечатать снова' }).click();
  await expect(dialog.getByText('Это поле является обязательным')).toBeVisible();
  expect(await prints()).toBe(1);
  await dialog
    .getByRole('textbox', { name: 'Причина повторной печати' })
    .fill('Водитель потерял первый экземпляр');
  await dialog.getByRole('button', { name: 'Распечатать снова' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(prints).toBe(2);
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('Причина: Водитель потерял первый экземпляр');
  await expect(sheet).toContainText('Причина: Водитель потерял первый экземпляр');
  await expectAccessible(page);
  await page.reload();
  await expect(history.getByRole('listitem').nth(1)).toContainText(
    'Причина: Водитель потерял первый экземпляр',
  );
});

test('scan to batch: good codes and a bad one are checked in place, nothing is added until confirmed, and a refused batch changes nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, admin);
  const catalogue = await (
    await api(page)
  ).get<{ id: number; code: string; name: string }[]>('product/list?per_page=3');
  const [a, b, c] = catalogue as [(typeof catalogue)[0], (typeof catalogue)[0], (typeof catalogue)[0]];
  await page.goto('/reestr/item?kind=loading');
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const lines = page.getByRole('region', { name: 'Итого' }).getByRole('definition').first();
  await expect(lines).toHaveText('0');

  // A scanner: a code and Enter; the field is ready for the next.
  const scan = page.getByRole('textbox', { name: 'Коды товаров' });
  await scan.fill(a.code);
  await scan.press('Enter');
  await expect(scan).toHaveValue('');
  await expect(scan).toBeFocused();
  const checks = page.getByRole('table', { name: 'Проверка кодов' });
  const row = (code: string) =>
    checks.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row(a.code)).toContainText('Найден');
  await expect(row(a.code)).toContainText(a.name);

  // A paste of a column: two good codes, a bad one, and a repeat.
  await scan.evaluate((field, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    field.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, `${b.code}\nНЕТ-ТАКОГО-КОДА\n${c.code}\n${a.code}`);
  await expect(checks.getByRole('row')).toHaveCount(6);
  await expect(row('НЕТ-ТАКОГО-КОДА')).toContainText('Не найден');
  await expect(row('НЕТ-ТАКОГО-КОДА')).toContainText('Продукт с таким кодом не найден');
  await expect(row(b.code)).toContainText('Найден');
  await expect(row(c.code)).toContainText('Найден');
  await expect(checks.getByRole('row').last()).toContainText('Этот код уже есть в списке');
  await expect(page.getByText('К добавлению: 3, отклонено: 2')).toBeVisible();
  await expectAccessible(page);
  // Nothing is added until the user confirms.
  await expect(lines).toHaveText('0');

  // Meanwhile someone adds b: the whole batch is refused, the register keeps only that line, b says why.
  const token = (await page.context().cookies()).find(({ name }) => name === 'access_token_ser')!.value;
  const added = await page.request.post(`/api/uz/reestr/${id}/product`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { product_id: b.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await page.getByRole('button', { name: 'Добавить в реестр (3)' }).click();
  await expect(row(b.code)).toContainText('Нельзя добавить');
  await expect(row(b.code)).toContainText('Продукт уже существует');
  await expect(lines).toHaveText('1');
  await expect(products(page).getByRole('row')).toHaveCount(2);

  // Without b, the rest go in at once.
  await page.getByRole('button', { name: `Убрать ${b.code}` }).click();
  await expect(page.getByText('К добавлению: 2, отклонено: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить в реестр (2)' }).click();
  await expect(toast(page, 'В реестр добавлены 2 товара')).toBeVisible();
  await expect(checks).toHaveCount(0);
  await expect(lines).toHaveText('3');
  for (const product of [a, b, c])
    await expect(
      products(page).getByRole('row', {
        name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      }),
    ).toBeVisible();
});

test('a new register names those of its kind the branch already has that day, each a link', async ({
  page,
}) => {
  await signInAs(page, admin);
  // Without a kind, the press says it is needed and takes the focus there.
  await page.goto('/reestr/item');
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(page.getByRole('button', { name: /Вид реестра/ })).toBeFocused();
  await expect(page.getByText('Это поле является обязательным')).toBeVisible();

  await page.goto('/reestr/item?kind=loading');
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(page).toHaveURL(/\/reestr\/item\/\d+$/);
  const made = page.url();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Реестр ', '');

  await page.goto('/reestr/item?kind=loading');
  const note = page.getByRole('status').filter({ hasText: 'этого вида. Новый станет ещё одним' });
  await expect(note).toBeVisible();
  await expectAccessible(page);
  await note.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(made);

  // A branch has one end-of-day register a day: for the seeded 20 November the notice says so and the button waits.
  await page.goto('/reestr/item?kind=end_of_day');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.getByRole('group', { name: 'Рабочий день' }).getByRole('spinbutton').first().click();
  // As fast as a person types: a half-typed day (year 0002 on the way to 2026) is not sent to be refused.
  await page.keyboard.type('20112026', { delay: 250 });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'второй создать нельзя' })
      .getByRole('link', { name: 'E-2026-1120-01' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Создать реестр' })).toBeDisabled();
  expect(refused).toEqual([]);
});
