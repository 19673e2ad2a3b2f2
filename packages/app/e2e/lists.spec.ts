import type { Page } from '@playwright/test';
import type { Register } from '@karvon/sdk';
import { api } from './api.ts';
import { admin, expect, serverDrawing, signInAs, test } from './fixtures.ts';

const grid = (page: Page) => page.getByRole('grid', { name: 'Заявки на доставку' });

test('a row opens with one click; its order number is a real link for a new tab', async ({
  page,
  context,
}) => {
  await signInAs(page, admin);
  await page.goto('/del_application?sort=id');
  const first = grid(page).getByRole('row').nth(1);
  const link = first.getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/del_application\/\d+$/);
  const href = (await link.getAttribute('href'))!;

  // Ctrl+click leaves this tab where it is and opens the application in another.
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['Control'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${href}$`));
  await tab.close();
  await expect(page).toHaveURL(/\/del_application\?sort=id$/);

  // One click anywhere on the row, away from its checkbox and link, opens it.
  await first.getByRole('gridcell').nth(4).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  // Enter on the active row opens it too.
  await grid(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the list fills the page: no scroll box, the header stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, admin);
  await page.goto('/del_application?per_page=100');
  await expect(grid(page).getByRole('row').nth(5)).toBeVisible();
  // A hundred rows make the page, not a box inside it, scroll.
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeGreaterThan(2000);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const header = grid(page).getByRole('columnheader').nth(2);
  const box = await header.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(200);
  // Nothing runs off to the side at this width, sidebar open.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1440);
  const lastHeader = grid(page).getByRole('columnheader').last();
  expect((await lastHeader.boundingBox())!.x + (await lastHeader.boundingBox())!.width).toBeLessThanOrEqual(
    1440,
  );
});

/** What a list shows cut short at this width, free-text columns aside: cells, badges in them, and headers. */
const cutShort = (page: Page, freeText: string[]) =>
  page.getByRole('grid').evaluate((table, skip) => {
    const ids = [...table.querySelectorAll<HTMLElement>('thead th')].map((th) => th.dataset.column);
    const isCut = (box: Element) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    const cut: string[] = [];
    for (const span of table.querySelectorAll('thead [data-clip]'))
      if (isCut(span)) cut.push(`header ${span.textContent}`);
    for (const row of table.querySelectorAll('tbody tr[aria-rowindex]'))
      [...row.children].forEach((cell, index) => {
        const id = ids[index];
        if (id && !skip.includes(id) && [cell, ...cell.querySelectorAll('*')].some(isCut))
          cut.push(`${id} ${cell.textContent}`);
      });
    return cut;
  }, freeText);

test('at 1440 px codes, statuses, steps, times and dates show whole, in each language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, admin);
  const registers = await (await api(page)).get<Register[]>('reestr/list?per_page=50');
  const register = registers.find(({ products_count }) => products_count >= 3)!;
  for (const locale of ['ru', 'uz', 'uz-Cyrl']) {
    await page.evaluate((language) => localStorage.setItem('karvon.locale', language), locale);
    await page.goto('/del_application');
    await expect(page.getByRole('grid').getByRole('row').nth(10)).toBeVisible();
    expect(await cutShort(page, ['counteragent', 'register_branch']), locale).toEqual([]);
    await page.goto('/reestr');
    await expect(page.getByRole('grid').getByRole('row').nth(5)).toBeVisible();
    expect(await cutShort(page, ['branch']), locale).toEqual([]);
    // A register's products: wider than the page, so they scroll sideways, each column whole but the name.
    await page.goto(`/reestr/item/${register.id}`);
    await expect(page.getByRole('grid').getByRole('row').nth(register.products_count)).toBeVisible();
    expect(await cutShort(page, ['name', 'brand', 'category', 'color']), locale).toEqual([]);
  }
});

test('on a phone the filters fold behind one button and the first row shows at once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, admin);
  await page.goto('/del_application?status=new&frozen=false');
  const filters = page.getByRole('button', { name: /Фильтры · 2/ });
  await expect(filters).toBeVisible();
  const firstRow = grid(page).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  expect((await firstRow.boundingBox())!.y).toBeLessThan(844);
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(sheet.getByRole('button', { name: /Статус/ })).toBeVisible();
  await sheet.getByRole('button', { name: 'Показать результаты' }).click();
  await expect(sheet).toBeHidden();
});

test('typing in the search keeps the field and its focus while the address follows', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application');
  // The server's drawing of the list is inert (it takes no keys) until the page comes alive in its place.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const search = page.getByRole('searchbox', { name: 'Поиск по всем параметрам' });
  await search.pressSequentially('Nav');
  await expect(page).toHaveURL(/\?search=Nav$/);
  await search.pressSequentially('ruz');
  await expect(page).toHaveURL(/\?search=Navruz$/);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('Navruz');
  // Typing on refined the search: one entry in the history, whatever pauses the typing had. Back leaves the search,
  // and puts the address's words (none) in the field.
  await page.goBack();
  await expect(page).toHaveURL(/\/del_application$/);
  await expect(search).toHaveValue('');
  // Forward brings the search back, words and all.
  await page.goForward();
  await expect(search).toHaveValue('Navruz');
});

test('a change of filter or page leaves no rows ticked that the user can no longer see', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application?per_page=20');
  await grid(page).getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Сменить шаг (1)' })).toBeEnabled();
  await page
    .getByRole('navigation', { name: /Страниц/ })
    .getByRole('button', { name: /2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Сменить шаг (0)' })).toBeDisabled();
});

test('the filter widgets load when the user reaches for them, and the first press opens the one pressed', async ({
  page,
}) => {
  await signInAs(page, admin);
  const widgetCode: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop()!;
    if (/^(Select|Combobox|DateRangePicker)-/.test(file)) widgetCode.push(file);
  });
  await page.goto('/del_application');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Read, not touched: the filters are stand-ins, with their values, and no widget's code came.
  await expect(page.locator('[data-stand-in]')).toHaveCount(10);
  const status = page.getByRole('button', { name: 'Все Статус' });
  await expect(status).toBeVisible();
  expect(widgetCode).toEqual([]);

  // The press on the stand-in opens the select once its code is here.
  await status.click();
  await page.getByRole('option', { name: 'Новая' }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.locator('[data-stand-in]')).toHaveCount(0);
  expect(widgetCode.length).toBeGreaterThan(0);

  // A stand-in reached with the keyboard hands its focus on to its widget.
  await page.goto('/del_application?status=new');
  await expect(page.getByRole('button', { name: 'Новая Статус' })).toBeVisible();
  await page.getByRole('button', { name: 'Новая Статус' }).focus();
  await expect(page.locator('[data-stand-in]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Новая Статус' })).toBeFocused();
});

test('a filter opened from the keyboard before its code has come opens on its options, which take the focus', async ({
  page,
}) => {
  await signInAs(page, admin);
  // The select's code is held until the stand-in has been opened, as on a slow line.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Select-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/del_application');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('searchbox', { name: 'Поиск по всем параметрам' }).focus();
  await page.keyboard.press('Tab');
  const status = page.getByRole('button', { name: 'Все Статус' });
  await expect(status).toBeFocused();
  await expect(page.locator('[data-stand-in]', { has: status })).toHaveCount(1);
  await page.keyboard.press('Enter');
  release();
  // Focus is on the chosen option (it was lost to the page before), so the arrows and Enter choose.
  await expect(page.getByRole('option', { name: 'Все' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole('button', { name: 'Новая Статус' })).toBeFocused();
});

test('a filter opened by a screen reader (a click with no pointer) puts the focus on its options', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/del_application');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('searchbox', { name: 'Поиск по всем параметрам' }).focus();
  await expect(page.locator('[data-stand-in]')).toHaveCount(0);
  const status = page.getByRole('button', { name: 'Все Статус' });
  // A screen reader moves the focus to the button and activates it with a click of no pointer (detail 0).
  await status.evaluate((button: HTMLElement) => {
    button.focus();
    button.click();
  });
  await expect(page.getByRole('option', { name: 'Все' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(status).toBeFocused();
});

test('the warehouse lists, only read, load none of the filter widgets', async ({ page }) => {
  await signInAs(page, admin);
  const widgetCode: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop()!;
    if (/^(Select|Combobox|DateRangePicker|DatePicker)-/.test(file))
      widgetCode.push(`${page.url()}: ${file}`);
  });
  for (const path of ['/reestr', '/kdreestr', '/cargo', '/unknown', '/wating_time']) {
    await page.goto(path);
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-stand-in]').first()).toBeVisible();
  }
  expect(widgetCode).toEqual([]);
});

test('on a phone the server’s drawing of a list folds its filters behind one button, as the page does', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, admin);
  const phone = { width: 390, height: 844 };
  const still = await serverDrawing(browser, page, baseURL, phone);
  const skeleton = await still.newPage();
  await skeleton.goto('/freeze_application');
  const title = (tab: Page) => tab.getByRole('heading', { name: 'Замороженные заявки', level: 1 });
  await expect(title(skeleton)).toBeVisible();
  const drawnAt = (await title(skeleton).boundingBox())?.y;
  await expect(skeleton.getByRole('button', { name: 'Фильтры' })).toBeVisible();
  await expect(skeleton.getByRole('combobox', { name: 'Филиал' })).toBeHidden();
  // Wide, the same drawing shows the fields in place.
  await skeleton.setViewportSize({ width: 1280, height: 800 });
  await expect(skeleton.getByRole('combobox', { name: 'Филиал' })).toBeVisible();
  await expect(skeleton.getByRole('button', { name: 'Фильтры' })).toBeHidden();
  await still.close();
  // The page, come alive, folds them the same way.
  await page.setViewportSize(phone);
  await page.goto('/freeze_application');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'Фильтры' })).toBeVisible();
  // Nothing moves: the header holds the profile menu's room from the first paint.
  expect((await title(page).boundingBox())?.y).toBe(drawnAt);
});

test('the frozen list, order attachment and the new cargo form come drawn by the server too, inert until the page comes alive', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, admin);
  const still = await serverDrawing(browser, page, baseURL);
  const skeleton = await still.newPage();
  for (const [path, title, field] of [
    ['/freeze_application', 'Замороженные заявки', 'Филиал'],
    ['/order_attachment', 'Прикрепление заказов', 'Машина'],
    ['/cargo/add', 'Новый груз', 'Филиал-получатель'],
  ] as const) {
    // Without scripts: the page's heading and its fields as stand-ins, taking no input.
    await skeleton.goto(path);
    await expect(skeleton.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(skeleton.getByRole('combobox', { name: field })).toBeVisible();
    await expect(skeleton.locator('#root')).toHaveAttribute('inert', '');
    // With scripts, the page replaces it and takes input.
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('combobox', { name: field }).click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  }
  await still.close();
});

test('a record opened cold comes drawn by the server as its skeleton, with what the page is for, then the record replaces it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, admin);
  const still = await serverDrawing(browser, page, baseURL);
  const skeleton = await still.newPage();
  for (const [list, crumb, about] of [
    ['/del_application', 'Заявки на доставку', /^Сведения о заявке, её товары/],
    ['/reestr', 'Реестры', /^Сведения и итоги реестра/],
    ['/cargo', 'Реестр грузов', /^Сведения о грузе/],
  ] as const) {
    await page.goto(list);
    const href = (await page
      .getByRole('grid')
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first()
      .getAttribute('href'))!;
    // Without scripts: the frame, the trail back to the list, what the page is for, the page loading; nothing
    // takes input.
    await skeleton.goto(href);
    const trail = skeleton.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(trail.getByRole('link', { name: crumb })).toHaveAttribute('href', list);
    await expect(skeleton.getByText(about)).toBeVisible();
    await expect(skeleton.getByText('Загрузка…')).toBeAttached();
    await expect(skeleton.locator('#root')).toHaveAttribute('inert', '');
    // With scripts, the record replaces it and comes alive.
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(about)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByText('Загрузка…')).toHaveCount(0);
  }
  await still.close();
});

test('a period typed digit by digit asks the list nothing until both days are whole and in order', async ({
  page,
}) => {
  await signInAs(page, admin);
  const asked: URL[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uz/unknown/list')) asked.push(new URL(request.url()));
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/unknown');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  const period = page.getByRole('group', { name: 'Период' });
  // The filters are stand-ins until the pointer comes over them; then the date picker's segments come.
  await period.hover();
  await period.getByRole('spinbutton').first().click();
  // React Aria reports a date at each digit of a year: 0002, 0020, 0202, 2026.
  await page.keyboard.type('16112026');
  await page.keyboard.type('17112026');
  await expect(page).toHaveURL(/[?&]date_from=2026-11-16&date_to=2026-11-17(&|$)/);
  await expect(page.getByRole('button', { name: /Период: 16\.11\.2026 — 17\.11\.2026/ })).toBeVisible();
  const days = asked.flatMap((url) => [url.searchParams.get('date_from'), url.searchParams.get('date_to')]);
  expect(days.filter((day) => day !== null && !/^2026-11-1[67]$/.test(day))).toEqual([]);
  expect(refused).toEqual([]);

  // An end before the start is not asked for either; the list keeps the last whole period.
  await period.getByRole('spinbutton').nth(3).click();
  await page.keyboard.type('01');
  await expect(period.getByRole('spinbutton').nth(3)).toHaveAttribute('aria-valuenow', '1');
  await expect(page).toHaveURL(/[?&]date_from=2026-11-16&date_to=2026-11-17(&|$)/);
  expect(refused).toEqual([]);
});

test('a page past the end of a list shows its last page, in place of the address', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application?status=new');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  const total = Number((await page.getByText(/^Найдено: [\d\s]+$/).textContent())!.replace(/\D/g, ''));
  const last = Math.max(1, Math.ceil(total / 50));

  await page.goto('/del_application?status=new&page=9999');
  await expect(page).toHaveURL(
    last === 1 ? /\/del_application\?status=new$/ : new RegExp(`/del_application\\?status=new&page=${last}$`),
  );
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await expect(grid(page).getByText('Нет данных')).toHaveCount(0);
  // The empty page was replaced, not stepped past: Back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/del_application\?status=new$/);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
});

test('column settings keep the order number, the row’s link, and one column at least', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application');
  await page.getByRole('button', { name: 'Колонки' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: '№ заказа' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: '№ заказа' })).toBeDisabled();
  const hideable = dialog.getByRole('checkbox', { checked: true, disabled: false });
  for (let shown = await hideable.count(); shown > 0; shown -= 1) {
    await hideable.first().click();
    await expect(hideable).toHaveCount(shown - 1);
  }
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  const headers = grid(page).getByRole('columnheader');
  // The selection's checkbox, and the order number.
  await expect(headers).toHaveCount(2);
  await expect(headers.nth(1)).toHaveText('№ заказа');
});
