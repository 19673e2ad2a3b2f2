import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { api } from './api.ts';
import { admin, expect, expectAccessible, manager, signInAs, test } from './fixtures.ts';

// A packer of the main warehouse (demo seed): the waiting-time screen with `own`.
const packer = { phone: '998900000012', password: 'karvon-staff' };

const total = async (page: Page) =>
  Number((await page.getByText(/^Найдено: [\d\s]+/).textContent())!.replace(/\D/g, ''));
const waitingGrid = (page: Page) => page.getByRole('grid', { name: 'Ожидание упаковки' });
const kdGrid = (page: Page) => page.getByRole('grid', { name: 'Реестры КД' });
const unknownGrid = (page: Page) => page.getByRole('grid', { name: 'Неопознанные товары' });
/** No axe violation with a dialog open (the page behind it is inert, so `expectAccessible` finds no heading). */
async function expectDialogAccessible(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`)).toEqual(
    [],
  );
}
/** The cells of one column of a grid, by its header. */
async function column(page: Page, grid: ReturnType<typeof waitingGrid>, header: string) {
  const headers = await grid.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return grid
    .getByRole('row')
    .locator(`td:nth-child(${index + 1})`)
    .allTextContents();
}
async function readXlsx(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const file = await (await downloading).path();
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  return { sheet, cell: (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1) };
}

test('waiting time: a timing band and hours, kept through a reload, coloured by band; exported as real times', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/wating_time');
  await expect(waitingGrid(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  const everything = await total(page);

  await page.getByRole('button', { name: /Срок/ }).filter({ hasText: 'Все' }).click();
  await page.getByRole('option', { name: 'Начало' }).click();
  await expect(page).toHaveURL(/[?&]timing=start/);
  const chip = page.getByRole('button', { name: /Срок: Начало/ });
  await expect(chip).toBeVisible();
  await expect.poll(() => total(page)).toBeLessThan(everything);
  await page.getByRole('radiogroup', { name: 'Единицы времени' }).getByText('Часы').click();
  await expect(page).toHaveURL(/[?&]unit=hours/);

  await page.reload();
  await expect(chip).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Часы' })).toBeChecked();
  await expect(waitingGrid(page).getByRole('row').nth(1)).toBeVisible();
  const bands = await column(page, waitingGrid(page), 'Срок');
  expect(new Set(bands)).toEqual(new Set(['Начало']));
  for (const waited of await column(page, waitingGrid(page), 'Ожидание')) expect(waited).toMatch(/ ч$/);
  // Each band is the design system's timing badge (its tone, its words).
  const badges = waitingGrid(page).locator('[data-timing]');
  expect(await badges.count()).toBe(bands.length);
  await expect(waitingGrid(page).locator('[data-timing="start"]')).toHaveCount(bands.length);

  const { cell } = await readXlsx(page);
  expect(cell('Срок').value).toBe('Начало');
  expect(cell('Ожидание').numFmt).toBe('[h]:mm');
  expect(cell('Упаковать до').value).toBeInstanceOf(Date);

  await chip.click();
  await expect(page).not.toHaveURL(/timing=/);
  await expect(page).toHaveURL(/unit=hours/);
});

test('waiting time at 1440 px: the row button fits its column', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, admin);
  await page.goto('/wating_time');
  const first = waitingGrid(page).getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const button = first.getByRole('button', { name: /^Добавить время: заказ/ });
  const [inner, cell] = await Promise.all([
    button.boundingBox(),
    button.locator('xpath=ancestor::td[1]').boundingBox(),
  ]);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(cell!.x + cell!.width);
});

test('every list filter that is off says «Все», the pickers as the selects', async ({ page }) => {
  await signInAs(page, admin);
  for (const path of ['/wating_time', '/kdreestr', '/unknown', '/freeze_application', '/del_application']) {
    await page.goto(path);
    await expect(page.getByRole('grid').getByRole('row').nth(1), path).toBeVisible();
    // The filters' pickers (the pager's page-size select is a combobox too, with a value).
    const pickers = page.locator('input[role="combobox"]');
    await expect(pickers.first(), path).toBeVisible();
    for (const picker of await pickers.all()) {
      await expect(picker, `${path}: ${await picker.getAttribute('aria-label')}`).toHaveValue('');
      await expect(picker, path).toHaveAttribute('placeholder', 'Все');
    }
  }
});

test('waiting time: add packing time to one and read it in its history; a refused save keeps what was typed', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/wating_time?timing=start');
  const first = waitingGrid(page).getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const order = (await first.getByRole('link').textContent())!;
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/del_application\/\d+$/);

  // One click on the row opens its packing time.
  await first.getByRole('gridcell').nth(3).click();
  const dialog = page.getByRole('dialog', { name: `Время упаковки: заказ ${order}` });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  const deadline = dialog.getByText('Упаковать до').locator('xpath=following-sibling::dd');
  const before = await deadline.textContent();
  const minutes = dialog.getByRole('textbox', { name: /Сколько минут добавить/ });
  await dialog.getByRole('button', { name: 'Добавить время' }).click();
  await expect(dialog.getByText('Это поле является обязательным')).toBeVisible();
  // What is typed stays as typed: out of range, negative or not whole, the bounds are said and nothing is saved.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/wating_time\/\d+\/time$/.test(request.url()))
      saves.push(request.url());
  });
  for (const [typed, shown] of [
    ['0', '0'],
    ['999999', '999 999'],
    ['-5', '-5'],
    ['1.5', '1,5'],
  ] as const) {
    await minutes.fill(typed);
    await dialog.getByRole('button', { name: 'Добавить время' }).click();
    await expect(minutes).toHaveValue(new RegExp(`^${shown.replace(' ', '\\s')}$`));
    await expect(dialog.getByText(/^От 1 до 10\s080 минут$/)).toBeVisible();
  }
  expect(saves).toEqual([]);
  await minutes.fill('45');
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Ждём упаковку от поставщика');
  await dialog.getByRole('button', { name: 'Добавить время' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Время упаковки добавлено' })).toBeVisible();
  await expect(deadline).not.toHaveText(before!);
  const history = dialog.getByRole('list', { name: 'История времени' });
  await expect(history.getByRole('listitem').first()).toContainText('+45');
  await expect(history.getByRole('listitem').first()).toContainText('Ждём упаковку от поставщика');
  await expect(history.getByRole('listitem').first()).toContainText(admin.name);
  await expect(minutes).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The history is the server's: after a reload, found by its order, the change is there.
  await page.goto(`/wating_time?search=${order}`);
  await expect(waitingGrid(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Добавить время: заказ ${order}` }).click();
  await expect(
    dialog.getByRole('list', { name: 'История времени' }).getByText('Ждём упаковку от поставщика'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Packed meanwhile (elsewhere): the server refuses, its sentence is shown, and what was typed stays.
  await page.goto('/wating_time?timing=start');
  const second = waitingGrid(page).getByRole('row').nth(2);
  const other = (await second.getByRole('link').textContent())!;
  const otherId = Number((await second.getByRole('link').getAttribute('href'))!.split('/').pop());
  await page.getByRole('button', { name: `Добавить время: заказ ${other}` }).click();
  const otherDialog = page.getByRole('dialog', { name: `Время упаковки: заказ ${other}` });
  await otherDialog.getByRole('textbox', { name: /Сколько минут добавить/ }).fill('30');
  await otherDialog.getByRole('textbox', { name: 'Комментарий' }).fill('Ещё полчаса');
  await moveStep(page, otherId, 'ready_to_load');
  await otherDialog.getByRole('button', { name: 'Добавить время' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Упаковка уже завершена' })).toBeVisible();
  await expect(otherDialog.getByRole('textbox', { name: /Сколько минут добавить/ })).toHaveValue('30');
  await expect(otherDialog.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Ещё полчаса');
  await expect(page.getByRole('status').filter({ hasText: 'Время упаковки добавлено' })).toHaveCount(0);
});

test('waiting time on a phone: the filters fold behind one button, the packing time opens from the row button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, admin);
  await page.goto('/wating_time');
  await expect(waitingGrid(page).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Фильтры' }).click();
  await expect(page.getByRole('dialog', { name: 'Фильтры' }).getByText('Срок')).toBeVisible();
  await page.getByRole('button', { name: 'Показать результаты' }).click();
  await waitingGrid(page).getByRole('row').nth(1).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: /^Время упаковки/ });
  await expect(dialog.getByRole('button', { name: '+30 мин' })).toBeVisible();
  await dialog.getByRole('button', { name: '+30 мин' }).click();
  await expect(dialog.getByRole('textbox', { name: /Сколько минут добавить/ })).toHaveValue('30');
  await expectDialogAccessible(page);
});

test('in Uzbek (Latin) figures are grouped as Uzbek writes them, even where the browser lacks Uzbek number data', async ({
  page,
}) => {
  // Debian's Chromium (these tests' browser) formats `uz` numbers as English does: 3,249.
  await signInAs(page, admin);
  await page.evaluate(() => localStorage.setItem('karvon.locale', 'uz'));
  await page.goto('/wating_time');
  const grid = page.getByRole('grid', { name: 'Qadoqlashni kutish' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // The longest waiting first: thousands of minutes, grouped with a space.
  const [longest] = await column(page, grid, 'Kutish');
  expect(longest).toMatch(/^\d{1,3}(\s\d{3})+ daq$/);
  await grid.getByRole('row').nth(1).getByRole('button').click();
  await expect(page.getByRole('dialog').getByText(/^1 dan 10\s080 daqiqagacha$/)).toBeVisible();
});

test('KD registers: a branch and a day filter the list and survive a reload; a register opens from its row', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/kdreestr');
  await expect(kdGrid(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  const everything = await total(page);

  // The filters are stand-ins until reached for: a click hands focus on to the real combobox.
  await page.getByRole('combobox', { name: 'Филиал' }).click();
  await page.getByRole('combobox', { name: 'Филиал' }).fill('Самарканд');
  await page.getByRole('option', { name: 'Самарканд' }).click();
  await expect(page).toHaveURL(/[?&]branch_id=\d+/);
  await expect.poll(() => total(page)).toBeLessThan(everything);
  const day = (await column(page, kdGrid(page), 'День'))[0]!;
  const [d, m, y] = day.split('.');
  await page.goto(
    `${new URL(page.url()).pathname}${new URL(page.url()).search}&date_from=${y}-${m}-${d}&date_to=${y}-${m}-${d}`,
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Филиал: Самарканд' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Период: ${day} — ${day}` })).toBeVisible();
  await expect(kdGrid(page).getByRole('row').nth(1)).toBeVisible();
  expect(new Set(await column(page, kdGrid(page), 'Филиал'))).toEqual(new Set(['Самарканд']));
  expect(new Set(await column(page, kdGrid(page), 'День'))).toEqual(new Set([day]));

  const { cell } = await readXlsx(page);
  expect(cell('День').value).toBeInstanceOf(Date);
  expect(cell('День').numFmt).toBe('dd.mm.yyyy');
  expect(cell('Сумма').numFmt).toBe('#,##0');

  const first = kdGrid(page).getByRole('row').nth(1);
  const number = (await first.getByRole('link').textContent())!;
  await first.getByRole('gridcell').nth(2).click();
  await expect(page).toHaveURL(/\/kdreestr\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Реестр КД ${number}` })).toBeVisible();
  const lines = page.getByRole('grid', { name: 'Заявки реестра' });
  await expect(lines.getByRole('row').nth(1).getByRole('link')).toHaveAttribute(
    'href',
    /^\/del_application\/\d+$/,
  );
  await expect(page.getByText(/^Итого: заявок \d+ на сумму [\d\s]+, из них доставлено \d+$/)).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Филиал: Самарканд' })).toBeVisible();
});

test('KD register addresses: without an id the list, a bad or unknown id says not found', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/kdreestr/item');
  await expect(page).toHaveURL(/\/kdreestr$/);
  await expect(kdGrid(page)).toBeVisible();
  for (const path of ['/kdreestr/item/abc', '/kdreestr/item/0012', '/kdreestr/item/999999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Запись не найдена' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Вернуться к списку «Реестр КД»' })).toHaveAttribute(
      'href',
      '/kdreestr',
    );
  }
  await expectAccessible(page);
});

test('unknown goods: searched, kept through a reload, a row read in full by keyboard, exported', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/unknown');
  await expect(unknownGrid(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  const everything = await total(page);

  await page.getByRole('searchbox', { name: 'Поиск' }).fill('tefal');
  await expect(page).toHaveURL(/[?&]search=tefal/);
  await expect.poll(() => total(page)).toBeLessThan(everything);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('tefal');
  await expect(unknownGrid(page).getByRole('row').nth(1)).toBeVisible();
  for (const name of await column(page, unknownGrid(page), 'Товар')) expect(name).toContain('Tefal');

  const { cell } = await readXlsx(page);
  expect(cell('Товар').value).toContain('Tefal');
  expect(cell('Найден').value).toBeInstanceOf(Date);

  await unknownGrid(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Неопознанный товар: .*Tefal/ });
  await expect(dialog).toBeVisible();
  for (const label of ['Код', 'SKU', 'IMEI', 'Филиал', 'Найден', 'Комментарий'])
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(unknownGrid(page)).toBeFocused();
});

test('own rows only: the manager sees no other branch’s KD register and no unknown goods; a packer only own waiting', async ({
  page,
}) => {
  await signInAs(page, admin);
  const [someRegister] = await (await api(page)).get<{ id: number }[]>('kdreestr/list?per_page=1');
  await page.goto('/wating_time');
  await expect(waitingGrid(page).getByRole('row').nth(1)).toBeVisible();
  const allWaiting = await total(page);

  // The manager's role has `kdreestr: own`, and no KD register belongs to their branch or is driven by them.
  await page.context().clearCookies();
  await signInAs(page, manager);
  await page.goto('/kdreestr');
  await expect(kdGrid(page).getByText('Нет данных')).toBeVisible();
  expect(await total(page)).toBe(0);
  await expectAccessible(page);
  await page.goto(`/kdreestr/item/${someRegister!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Запись не найдена' })).toBeVisible();
  await page.goto('/unknown');
  await expect(page).toHaveURL(/\/no-access\?next=%2Funknown$/);

  // A packer (`wating_time: own`) sees the applications of their own branch, fewer than all.
  await page.context().clearCookies();
  await signInAs(page, packer);
  await page.goto('/wating_time');
  await expect(waitingGrid(page).getByRole('row').nth(1)).toBeVisible();
  const own = await total(page);
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(allWaiting);
});

test('a packer, who may not open applications, reads order numbers as text, with no way to a page that refuses them', async ({
  page,
}) => {
  // The packer's role has `wating_time: own` and `kdreestr: all`, and no `del_application`.
  await signInAs(page, packer);
  await page.goto('/wating_time');
  const first = waitingGrid(page).getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await expect(first.getByText(/^ORD-/)).toBeVisible();
  await expect(waitingGrid(page).getByRole('link')).toHaveCount(0);
  await first.getByRole('gridcell').nth(2).click();
  const dialog = page.getByRole('dialog', { name: /^Время упаковки: заказ ORD-/ });
  await expect(dialog.getByRole('button', { name: '+30 мин' })).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Escape');

  const register = (
    await (await api(page)).get<{ id: number; applications_count: number }[]>('kdreestr/list?per_page=20')
  ).find(({ applications_count }) => applications_count > 0);
  await page.goto(`/kdreestr/item/${register!.id}`);
  const applications = page.getByRole('grid', { name: 'Заявки реестра' });
  await expect(applications.getByRole('row').nth(1)).toBeVisible();
  await expect(applications.getByRole('link')).toHaveCount(0);
  await applications.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/kdreestr/item/${register!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Реестр КД / })).toBeVisible();
});

/** How many lines a text takes inside an element: one client rect per line box its range covers. */
const linesOf = (element: ReturnType<Page['getByRole']>, text: string) =>
  element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);

test('on a phone, an order or register number in a title stays whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, admin);
  // Uzbek Cyrillic has the longest words before the number.
  await page.evaluate(() => localStorage.setItem('karvon.locale', 'uz-Cyrl'));
  await page.goto('/wating_time');
  const grid = page.getByRole('grid', { name: 'Қадоқлашни кутиш' });
  await grid.getByRole('row').nth(1).getByRole('button').click();
  const title = page.getByRole('dialog').getByRole('heading', { name: /ORD-/ });
  const order = (await title.textContent())!.match(/ORD-[\d-]+/)![0];
  expect(await linesOf(title, order)).toBe(1);
  await page.keyboard.press('Escape');

  await page.goto('/kdreestr');
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').click();
  const heading = page.getByRole('heading', { level: 1 });
  const number = (await heading.textContent())!.match(/KD-[\d-]+/)![0];
  expect(await linesOf(heading, number)).toBe(1);
});

/** Moves an application to a step through the API, as another user would meanwhile. */
async function moveStep(page: Page, id: number, step: string) {
  const token = (await page.context().cookies()).find(({ name }) => name === 'access_token_ser')!.value;
  const response = await page.request.post('/api/uz/application/change_step', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ids: [id], step },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
