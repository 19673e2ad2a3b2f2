import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';

const grid = (page: Page) => page.getByRole('grid', { name: 'Замороженные заявки' });
const total = async (page: Page) =>
  Number((await page.getByText(/^Найдено: [\d\s]+/).textContent())!.replace(/\D/g, ''));

test('frozen applications: accept two at once, close one with a reason, send one to delivery', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/freeze_application');
  await expect(grid(page).getByRole('row').nth(2)).toBeVisible();
  await expectAccessible(page);
  const before = await total(page);

  await grid(page).getByRole('row').nth(1).getByRole('checkbox').check();
  await grid(page).getByRole('row').nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Принять (2)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Замороженная заявка принята' })).toBeVisible();
  await expect.poll(() => total(page)).toBe(before - 2);

  await grid(page).getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Закрыть (1)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeDisabled();
  // The dialog's one field takes the focus: the reason is typed at once.
  await expect(dialog.getByRole('textbox', { name: 'Причина закрытия' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Причина закрытия' }).fill('Клиент отказался');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Замороженная заявка закрыта' })).toBeVisible();
  await expect.poll(() => total(page)).toBe(before - 3);

  await grid(page).getByRole('row').nth(1).dblclick();
  await expect(page).toHaveURL(/\/freeze_application\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Замороженная заявка / })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить на доставку', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'отправлена на погрузку' })).toBeVisible();
  await expect(page).toHaveURL(/\/freeze_application$/);
  await expect.poll(() => total(page)).toBe(before - 4);
});

test('the frozen list filters by branch, shows it as a chip, and keeps it in the address', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/freeze_application');
  const found = page.getByText(/^Найдено: [\d\s]+$/);
  const everything = await found.textContent();
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Филиал' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]branch_id=\d+/);
  const chip = page.getByRole('button', { name: /Филиал: / });
  await expect(chip).toBeVisible();
  await expect(found).not.toHaveText(everything!);
  await page.reload();
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).not.toHaveURL(/branch_id/);
});
