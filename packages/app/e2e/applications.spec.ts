import type { Page } from '@playwright/test';
import { admin, manager, expect, expectAccessible, serverDrawing, signInAs, test } from './fixtures.ts';

const grid = (page: Page) => page.getByRole('grid', { name: 'Заявки на доставку' });

test('search by a Latin spelling finds the Cyrillic name, and the URL reproduces the view', async ({
  page,
  context,
}) => {
  await signInAs(page, admin);
  await page.goto('/del_application');
  await expect(grid(page).getByRole('row').nth(2)).toBeVisible();
  await expectAccessible(page);

  const total = page.getByText(/^Найдено: [\d\s]+$/);
  const everything = await total.textContent();
  // Thousands grouped as in Russian, as the pagination beside it shows them.
  expect(everything).toMatch(/^Найдено: \d{1,3}(\s\d{3})+$/);
  await page.getByRole('searchbox', { name: 'Поиск по всем параметрам' }).fill('Navruz');
  await expect(page).toHaveURL(/\?search=Navruz$/);
  // The previous page stays on screen until the new one comes: wait for the new total before reading it.
  await expect(total).not.toHaveText(everything!);
  const rows = grid(page).getByRole('row').filter({ hasText: 'Навруз Маркет' });
  await expect(rows.first()).toBeVisible();
  const found = await total.textContent();

  await page.getByRole('button', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Новая' }).click();
  await expect(page).toHaveURL(/search=Navruz&status=new/);
  await expect(page.getByRole('button', { name: /Статус: Новая/ })).toBeVisible();
  // As above: the rows of the search alone stay until the filtered answer comes.
  await expect(total).not.toHaveText(found!);

  // The same link in a fresh tab shows the same rows (by their order numbers: a row's time on step moves on).
  const shared = page.url();
  const firstOrder = await grid(page).getByRole('row').nth(1).getByRole('link').textContent();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(grid(other).getByRole('row').nth(1).getByRole('link')).toHaveText(firstOrder!);

  // Back undoes the status filter; forward brings it again.
  await page.goBack();
  await expect(page).toHaveURL(/\?search=Navruz$/);
  await expect(page.getByText(found!)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/status=new/);
});

test('sorting, paging and hidden columns live in the URL and survive a reload', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application?per_page=20');
  await grid(page).getByRole('columnheader', { name: 'ID' }).click();
  await expect(page).toHaveURL(/sort=id/);
  await expect(grid(page).getByRole('row').nth(1).getByRole('gridcell').nth(1)).toHaveText('1');
  await grid(page).getByRole('columnheader', { name: 'ID' }).click();
  await expect(page).toHaveURL(/sort=-id/);
  await expect(grid(page).getByRole('row').nth(1).getByRole('gridcell').nth(1)).not.toHaveText('1');
  await page.getByRole('button', { name: 'Колонки' }).click();
  await page.getByRole('dialog').getByText('Контрагент').click();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page).toHaveURL(/hide=[^&]*counteragent/);
  await expect(grid(page).getByRole('columnheader', { name: 'Контрагент' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: /Страниц|Pagination|Навигация по страницам/ })
    .getByRole('button', { name: /2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page).toHaveURL(/page=2/);
  await expect(grid(page).getByRole('columnheader', { name: 'Контрагент' })).toHaveCount(0);
});

test('one application: comment, step back with confirmation, freeze and unfreeze', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application?step=packing&frozen=false&sort=id');
  const firstRow = grid(page).getByRole('row').nth(1);
  await expect(firstRow).toContainText('Упаковка');
  await firstRow.dblclick();
  await expect(page).toHaveURL(/\/del_application\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Процесс доставки' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Новый комментарий' }).fill('Клиент просит позвонить заранее');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Комментарий добавлен' })).toBeVisible();
  await expect(page.getByText('Клиент просит позвонить заранее')).toBeVisible();
  // The sent comment disables its button: the focus goes back to the field, not to the top of the page.
  await expect(page.getByRole('textbox', { name: 'Новый комментарий' })).toBeFocused();

  await page.getByRole('button', { name: 'Шаг назад' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Сборка');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Шаг назад' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Вернуть' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Шаг изменён' })).toBeVisible();
  await expect(page.getByText('Сборка', { exact: true }).first()).toBeVisible();
  // Its button stays (there is a step before Сборка), and the dialog gives it the focus back.
  await expect(page.getByRole('button', { name: 'Шаг назад' })).toBeFocused();

  await page.getByRole('button', { name: 'Заморозить' }).click();
  // The dialog's one field takes the focus: the reason is typed at once.
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Причина' })).toBeFocused();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Причина' }).fill('Клиент в отъезде');
  await page.getByRole('dialog').getByRole('button', { name: 'Заморозить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'заявка заморожена' })).toBeVisible();
  await expect(page.getByText('Заморожена', { exact: true })).toBeVisible();
  // Freeze and Unfreeze take each other's place, and the focus with them.
  await expect(page.getByRole('button', { name: 'Разморозить' })).toBeFocused();
  await page.getByRole('button', { name: 'Разморозить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Разморозить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'заявка снова в работе' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заморозить' })).toBeFocused();
});

async function firstIds(page: Page, query: string, count: number): Promise<string[]> {
  await page.goto(`/del_application?${query}&sort=id`);
  const idOfRow = (n: number) => grid(page).getByRole('row').nth(n).getByRole('gridcell').nth(1);
  await expect(idOfRow(count)).toBeVisible();
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) ids.push((await idOfRow(n).textContent())!.trim());
  return ids;
}

test('change step: codes typed by hand are taken whole, one at each space or Enter', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application?step=packing&frozen=false&sort=id');
  const orderOfRow = (n: number) => grid(page).getByRole('row').nth(n).getByRole('gridcell').nth(2);
  await expect(orderOfRow(2)).toBeVisible();
  const [a, b] = [(await orderOfRow(1).textContent())!, (await orderOfRow(2).textContent())!];
  await page.goto('/del_application/step');
  const codes = page.getByRole('textbox', { name: 'Коды заявок' });
  await codes.pressSequentially(`${a} ${b}`, { delay: 30 });
  await codes.press('Enter');
  const table = page.getByRole('table', { name: 'Заявки для смены шага' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText(a);
  await expect(table.getByRole('row').nth(2)).toContainText(b);
  await expect(codes).toHaveValue('');
});

test('change step: a pasted column of codes is taken one code a line', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application/step');
  const codes = page.getByRole('textbox', { name: 'Коды заявок' });
  await codes.focus();
  // A column copied from a spreadsheet: a one-line field would join its lines into one code.
  await codes.evaluate((field) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'ORD-2026-000001\nORD-2026-000002\nORD-2026-000003');
    field.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  const table = page.getByRole('table', { name: 'Заявки для смены шага' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(3)).toContainText('ORD-2026-000003');
  await expect(codes).toHaveValue('');
});

test('change step: each code is checked at once, the odd ones are explained, the rest move', async ({
  page,
}) => {
  await signInAs(page, admin);
  const [a, b] = await firstIds(page, 'step=packing&frozen=false', 2);
  const [odd] = await firstIds(page, 'step=loading&frozen=false', 1);

  await page.goto('/del_application/step');
  const codes = page.getByRole('textbox', { name: 'Коды заявок' });
  await codes.fill(`${a}, ${b}\n${odd} 999999 ${a}`);
  const table = page.getByRole('table', { name: 'Заявки для смены шага' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').filter({ hasText: '999999' })).toContainText('Не найдена');
  await expect(table.getByRole('row').nth(5)).toContainText('Повтор');
  await expect(table.getByRole('row').filter({ hasText: odd! }).first()).toContainText(
    'Заблокирована: стоит на шаге «Погрузка», а остальные — на «Упаковка»',
  );
  await expect(page.getByText('Будет переведено: 2, заблокировано: 3')).toBeVisible();
  await expectAccessible(page);

  // Only the steps the server's workflow allows from packing are offered.
  await page.getByRole('button', { name: 'Новый шаг' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Готова к погрузке']);
  await page.getByRole('option', { name: 'Готова к погрузке' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Будет переведена: Упаковка → Готова к погрузке');
  await page.getByRole('button', { name: 'Сменить шаг (2)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Шаг изменён' })).toBeVisible();
  await expect(page).toHaveURL(/\/del_application$/);

  await page.goto(`/del_application/${a}`);
  await expect(page.getByText('Готова к погрузке', { exact: true }).first()).toBeVisible();
});

test('export: every page of the filtered view to a valid XLSX with the visible columns', async ({ page }) => {
  await signInAs(page, admin);
  // An old address may hide the order number too: the table keeps it (it is the row's link), and so does the file.
  await page.goto('/del_application?search=Navruz&per_page=20&hide=counteragent,order_id');
  await expect(grid(page).getByRole('columnheader', { name: '№ заказа' })).toBeVisible();
  const total = Number((await page.getByText(/^Найдено: [\d\s]+/).textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(20);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const file = await (await downloading).path();

  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toContain('№ заказа');
  expect(headers).toContain('Статус');
  expect(headers).not.toContain('Контрагент');
  expect(sheet.rowCount).toBe(total + 1);
  // Dates, durations and sums are real spreadsheet values with formats, not text.
  const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
  expect(cell('Создана').value).toBeInstanceOf(Date);
  expect(cell('Создана').numFmt).toBe('dd.mm.yyyy hh:mm');
  // (exceljs reads any time-formatted number back as a Date; Excel shows it as hours and minutes.)
  expect(typeof cell('Время на шаге').value).not.toBe('string');
  expect(cell('Время на шаге').numFmt).toBe('[h]:mm');
});

test('the driver filter finds staff as you type and keeps the choice in the URL', async ({ page }) => {
  // A manager: the applications list, and no users screen (user/list answers 403 to this role).
  await signInAs(page, manager);
  const staffAsked: string[] = [];
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/uz/application/staff')) staffAsked.push(new URL(response.url()).search);
    if (response.status() === 403) refused.push(response.url());
  });
  // Every column shown (`hide=`), the driver's among them.
  await page.goto('/del_application?hide=');
  // The pickers come when the user reaches for the filters, and each then asks for its first people.
  await page.getByRole('combobox', { name: 'Водитель' }).click();
  await expect(page.locator('[data-stand-in]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(staffAsked.sort()).toEqual(['?kind=driver&per_page=20', '?kind=online_user&per_page=20']);
  // Picked once the search has answered, as a person picks from the list they see (the first people's list,
  // replaced by the answer under the pointer, has lost a click on a loaded machine).
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/uz/application/staff') &&
      decodeURIComponent(new URL(response.url()).search).includes('Улугбек'),
  );
  await page.getByRole('combobox', { name: 'Водитель' }).fill('Улугбек');
  await searched;
  await page.getByRole('option', { name: /Улугбек Назаров/ }).click();
  await expect(page).toHaveURL(/driver_id=\d+/);
  const rows = grid(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('Улугбек Назаров');
  await expect(rows.filter({ hasText: 'Бекзод Турсунов' })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('a signed-in browser gets the list already drawn, inert until the page comes alive in its place', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, admin);
  // Without scripts: the skeleton of the page (heading, search, the table loading), which takes no input.
  const still = await serverDrawing(browser, page, baseURL);
  const skeleton = await still.newPage();
  await skeleton.goto('/del_application?status=new');
  await expect(skeleton.getByRole('heading', { name: 'Заявки на доставку', level: 1 })).toBeVisible();
  await expect(skeleton.locator('#root')).toHaveAttribute('inert', '');
  await still.close();
  // Without a session the server has nothing to draw: the app sends the visitor to sign in.
  const anonymous = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const nobody = await anonymous.newPage();
  await nobody.goto('/del_application');
  await expect(nobody.locator('#root')).toBeEmpty();
  await anonymous.close();

  // With scripts, the real page replaces it once the session and its code are here, and takes input.
  await page.goto('/del_application?status=new');
  await expect(grid(page).getByRole('row').nth(2)).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(
    page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link').first(),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск по всем параметрам' }).fill('Navruz');
  await expect(page).toHaveURL(/status=new&search=Navruz|search=Navruz&status=new/);
  await expectAccessible(page);
});

test('removing the last filter chip, or all of them, leaves focus on the search field', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application?status=new&frozen=false');
  const search = page.getByRole('searchbox', { name: 'Поиск по всем параметрам' });
  const chips = page.getByRole('list', { name: 'Активные фильтры' });
  await chips.getByRole('button', { name: /Статус/ }).click();
  await expect(page).toHaveURL(/\?frozen=false$/);
  // Another chip is left: focus moves to it.
  await expect(chips.getByRole('button', { name: /Заморожена/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/del_application$/);
  await expect(chips).toHaveCount(0);
  await expect(search).toBeFocused();

  await page.goto('/del_application?status=new&frozen=false');
  await page.getByRole('button', { name: 'Сбросить все' }).click();
  await expect(page).toHaveURL(/\/del_application$/);
  await expect(search).toBeFocused();
});

test('change step offers nothing for a delivered application, and says why', async ({ page }) => {
  await signInAs(page, admin);
  const [done] = await firstIds(page, 'step=delivered&frozen=false', 1);
  await page.goto(`/del_application/step?ids=${done}`);
  const table = page.getByRole('table', { name: 'Заявки для смены шага' });
  await expect(table.getByRole('row').nth(1)).toContainText('Заблокирована: дальше по шагам заявка не идёт');
  await expect(page.getByRole('button', { name: 'Новый шаг' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Сменить шаг/ })).toBeDisabled();
});

test('search finds applications by their branch in either script, the same rows for both', async ({
  page,
}) => {
  await signInAs(page, admin);
  const totalOf = async (search: string) => {
    await page.goto(`/del_application?search=${encodeURIComponent(search)}&sort=id&hide=`);
    await expect(grid(page).getByRole('row').filter({ hasText: 'Нукус' }).first()).toBeVisible();
    const total = await page.getByText(/^Найдено: [\d\s]+$/).textContent();
    return { total, first: await grid(page).getByRole('row').nth(1).textContent() };
  };
  const cyrillic = await totalOf('Нукус');
  expect(await totalOf('Nukus')).toEqual(cyrillic);
});

test('an application frozen on its page shows in the frozen list at once', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application?step=collecting&frozen=false&sort=id');
  const link = grid(page).getByRole('row').nth(1).getByRole('link');
  const order = (await link.textContent())!.trim();
  // Everything below moves within one page life, so the frozen list's first answer is still cached.
  const sidebar = page.getByRole('navigation', { name: 'Основная навигация' });
  await sidebar.getByRole('link', { name: 'Замороженные заявки' }).click();
  const frozen = page.getByRole('grid', { name: 'Замороженные заявки' });
  await expect(frozen.getByRole('row').nth(1)).toBeVisible();
  await page.goBack();
  await link.click();
  await page.getByRole('button', { name: 'Заморозить' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Причина' }).fill('Клиент в отъезде');
  await page.getByRole('dialog').getByRole('button', { name: 'Заморозить' }).click();
  await expect(page.getByRole('button', { name: 'Разморозить' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Замороженные заявки' }).click();
  await expect(frozen.getByRole('row').filter({ hasText: order })).toHaveCount(1);
});

test('change step on a phone: the codes’ table scrolls in its card, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, admin);
  await page.goto('/del_application/step');
  const codes = page.getByRole('textbox', { name: 'Коды заявок' });
  await codes.fill('ORD-2026-000001');
  await codes.press('Enter');
  const table = page.getByRole('table', { name: 'Заявки для смены шага' });
  await expect(table.getByRole('row')).toHaveCount(2);
  // Checked: its order number and status are drawn (they are what was too wide).
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('ORD-2026-000001');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(3)).not.toHaveText('Проверяется…');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await table.getByRole('row').nth(1).boundingBox())!.height).toBeLessThan(60);
});
