import { admin, expect, manager, signIn, test } from './fixtures.ts';

test('the manager is turned away from a screen their role does not allow, with a warning naming it', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signIn(page, manager);

  await expect(page).toHaveURL(/\/no-access\?next=%2Fdashboard$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'У вас нет прав открывать страницу «Панель управления»' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  // The way out is the welcome page (going back would come here again).
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/cargo');
  await expect(page.getByRole('heading', { name: 'Реестр грузов' })).toBeVisible();
});

test('the no-access warning speaks the interface language, Uzbek in an Uzbek interface', async ({ page }) => {
  await page.goto('/auth/login');
  await page.evaluate(() => localStorage.setItem('karvon.locale', 'uz'));
  await page.reload();
  await page.getByRole('textbox', { name: 'Telefon' }).fill(manager.phone);
  await page.locator('input[name="password"]').fill(manager.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/dashboard');
  await expect(
    page.getByRole('status').filter({ hasText: '«Boshqaruv paneli» sahifasini ochishga ruxsatingiz yoʻq' }),
  ).toBeVisible();
});

test('the administrator opens every screen, and the section roots redirect', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Панель управления' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/branch$/);
  await page.goto('/access');
  await expect(page).toHaveURL(/\/access\/roles$/);
  await page.goto('/wating_time');
  await expect(page.getByRole('heading', { name: 'Время ожидания' })).toBeVisible();
});
