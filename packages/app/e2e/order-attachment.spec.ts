import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';

test('order attachment: give applications to a car and its driver, and see it in the history', async ({
  page,
}) => {
  await signInAs(page, admin);
  // Two applications ready to load and on no car yet (attaching makes them 'driver_selected').
  await page.goto('/del_application?step=ready_to_load&status=collected&frozen=false&sort=id');
  const grid = page.getByRole('grid', { name: 'Заявки на доставку' });
  const idOf = (n: number) => grid.getByRole('row').nth(n).getByRole('gridcell').nth(1);
  await expect(idOf(2)).toBeVisible();
  const ids = [(await idOf(1).textContent())!.trim(), (await idOf(2).textContent())!.trim()];

  await page.goto('/order_attachment');
  await expect(page.getByRole('heading', { level: 1, name: 'Прикрепление заказов' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Машина' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Водитель/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'ID заявок' }).fill(ids.join(', '));
  await expect(page.getByText('Заявок: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Прикрепить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказы прикреплены' })).toBeVisible();
  // Newest first; the ids in any order.
  const newest = page.getByRole('grid', { name: 'Прикрепления заказов' }).getByRole('row').nth(1);
  for (const id of ids) await expect(newest).toContainText(id);
});
