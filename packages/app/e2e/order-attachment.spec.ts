import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';

test('order attachment: give applications to a car and its driver, and see it in the history', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/order_attachment');
  await expect(page.getByRole('heading', { level: 1, name: 'Прикрепление заказов' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Машина' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: /Водитель/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'ID заявок' }).fill('11, 12');
  await expect(page.getByText('Заявок: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Прикрепить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказы прикреплены' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Прикрепления заказов' }).getByRole('row').filter({ hasText: '11, 12' }),
  ).toBeVisible();
});
