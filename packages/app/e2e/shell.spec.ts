import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, manager, signIn, signInAs, test } from './fixtures.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Основная навигация' });

test('the manager sees only the screens their role opens, grouped, with breadcrumbs', async ({ page }) => {
  await signInAs(page, manager);
  const links = sidebar(page).getByRole('link');
  await expect(links).toHaveText([
    'Заявки на доставку',
    'Замороженные заявки',
    'Прикрепление заказов',
    'Реестр грузов',
    'Реестры',
    'Реестр КД',
    'Машины',
    'Время ожидания',
  ]);
  await sidebar(page).getByRole('link', { name: 'Машины' }).click();
  await expect(page).toHaveURL(/\/car$/);
  await expect(sidebar(page).getByRole('link', { name: 'Машины' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.goto('/car/7');
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(crumbs.getByRole('link', { name: 'Машины' })).toHaveAttribute('href', '/car');
  await expect(crumbs.getByText('Просмотр')).toBeVisible();
});

test('the administrator sees every area; the sidebar collapses and remembers it', async ({ page }) => {
  await signInAs(page, admin);
  await expect(sidebar(page).getByRole('link')).toHaveCount(17);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Свернуть меню' }).click();
  await expect(page.getByRole('button', { name: 'Развернуть меню' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Развернуть меню' })).toBeVisible();
  // Collapsed, each link keeps its name for screen readers.
  await expect(sidebar(page).getByRole('link', { name: 'Филиалы' })).toBeAttached();
});

test('after no-access, next takes the user on once they may open the page', async ({ page }) => {
  await page.goto('/no-access?next=%2Fcar');
  await signIn(page, manager);
  await expect(page).toHaveURL(/\/no-access\?next=(%2F|\/)car$/);
  // The address changes before the page's code has loaded: check the page itself, not the loading bar.
  await expect(page.getByRole('link', { name: 'Попробовать снова' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Попробовать снова' }).click();
  await expect(page).toHaveURL(/\/car$/);
});

test('the profile renames the user everywhere at once', async ({ page }) => {
  await signInAs(page, manager);
  await page.goto('/profile');
  const name = page.getByRole('textbox', { name: 'ФИО' });
  await expect(name).toHaveValue(manager.name);
  await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
  await expectAccessible(page);
  await name.fill('Дилноза Юсупова-Каримова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Профиль сохранён' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Профиль сохранён' })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  await expect(page.getByRole('banner').getByText('Дилноза Юсупова-Каримова')).toBeVisible();
  await name.fill(manager.name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('banner').getByText(manager.name)).toBeVisible();
});

test('a session that expires mid-form keeps what was typed through sign-in', async ({ page, context }) => {
  await signInAs(page, manager);
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'ФИО' }).fill('Половина нового имени');
  await context.addCookies(
    ['access_token_ser', 'refresh_token'].map((name) => ({
      name,
      value: 'expired-or-forged',
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Strict' as const,
    })),
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
  await signIn(page, manager);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Восстановлены несохранённые изменения')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ФИО' })).toHaveValue('Половина нового имени');
  // Saved on purpose, the draft is gone.
  await page.getByRole('textbox', { name: 'ФИО' }).fill(manager.name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Профиль сохранён' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Восстановлены несохранённые изменения')).toBeHidden();
});

test('settings switch the language and the theme at once, and keep them', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radiogroup', { name: 'Тема' }).getByText('Тёмная').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radiogroup', { name: 'Язык' }).first().getByText('Ўзбекча').click();
  await expect(page.getByRole('heading', { name: 'Созламалар' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Асосий навигация' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Созламалар' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Cyrl');
});

test('the working branch is picked after sign-in and kept on the server', async ({ page }) => {
  const widgetCode: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop()!;
    if (/^(Select|Combobox)-/.test(file)) widgetCode.push(file);
  });
  await signInAs(page, admin);
  const picker = page.getByRole('combobox', { name: 'Рабочий филиал' });
  // A stand-in until reached for, showing the branch: the page only read loads no combobox code.
  await expect(picker).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(widgetCode).toEqual([]);
  const before = await picker.inputValue();
  expect(before).not.toBe('');
  // The click brings the combobox, which takes the focus and opens, its branch still written in it.
  await picker.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(picker).toHaveValue(before);
  await picker.fill('Самарканд');
  await page
    .getByRole('option', { name: /Самарканд/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Рабочий филиал изменён' })).toBeVisible();
  const chosen = await picker.inputValue();
  expect(chosen).toContain('Самарканд');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Рабочий филиал' })).toHaveValue(chosen);
});

test('every page names its tab, in the interface language', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Вход в систему — Karvon');
  await signInAs(page, admin);
  await page.goto('/del_application');
  await expect(page).toHaveTitle('Заявки на доставку — Karvon');
  await page.goto('/del_application/1');
  await expect(page).toHaveTitle('Заявки на доставку · Просмотр — Karvon');
  await page.goto('/freeze_application');
  await expect(page).toHaveTitle('Замороженные заявки — Karvon');
  await page.goto('/no/such/page');
  await expect(page).not.toHaveTitle('Karvon');
});

// An SVG icon is drawn as a document of its own on the page's thread as the page starts (traced: 15–34 ms in one task
// after the first paint, docs/budgets.md); a PNG is only decoded.
test('every page, prerendered or drawn by script, names one PNG icon for its tab', async ({ page }) => {
  for (const path of ['/auth/login', '/no/such/page']) {
    await page.goto(path);
    const icons = page.locator('link[rel="icon"]');
    await expect(icons).toHaveCount(1);
    const href = await icons.getAttribute('href');
    expect(href).toMatch(/\.png$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // The PNG signature: the file is a PNG, not only named one.
    expect([...(await response.body()).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  }
});

test('on a phone the header keeps to one line: the mark, the languages by their codes, the profile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, admin);
  await page.goto('/reestr');
  const header = page.getByRole('banner');
  // The server's drawing of the page is replaced by the live page: measure the live one.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { name: 'Реестры', level: 1 })).toBeVisible();
  await expect.poll(async () => (await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  // The codes are what a phone shows; each option is still named in full.
  const languages = header.getByRole('radiogroup', { name: 'Язык' });
  await expect(languages.getByRole('radio', { name: 'Ўзбекча' })).toHaveCount(1);
  await header.getByRole('button', { name: new RegExp(admin.name) }).click();
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
  await page.keyboard.press('Escape');
  await languages.getByText('ЎЗ', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Реестрлар', level: 1 })).toBeVisible();
});

test('a toast shows under the header, not over its language switch and profile menu', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/del_application/1');
  await page.getByRole('textbox', { name: 'Новый комментарий' }).fill('Позвонить за час');
  await page.getByRole('button', { name: 'Добавить' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Комментарий добавлен' });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});
