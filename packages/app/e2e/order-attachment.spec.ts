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
  // The car picker says what it takes, as the driver's select says 'Выберите…'.
  await expect(page.getByRole('combobox', { name: 'Машина' })).toHaveAttribute(
    'placeholder',
    'Номер или модель',
  );

  // An empty submit says what is missing and takes the focus there; the driver, chosen from the car's people, waits
  // for a car.
  await page.getByRole('button', { name: 'Прикрепить' }).click();
  await expect(page.getByRole('combobox', { name: 'Машина' })).toBeFocused();
  await expect(page.getByText('Это поле является обязательным')).toHaveCount(2);
  // Focused, the picker stays shut: its list would cover the message.
  await expect(page.getByRole('combobox', { name: 'Машина' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByText('Это поле является обязательным').first()).toBeVisible();

  // The car picker shows its choices on a click, without typing.
  await page.getByRole('combobox', { name: 'Машина' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: /Водитель/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  // A code that is not an application id is named, not silently dropped; nothing is sent.
  const codes = page.getByRole('textbox', { name: 'ID заявок' });
  await codes.fill(`${ids.join(', ')}, abc`);
  await page.getByRole('button', { name: 'Прикрепить' }).click();
  await expect(page.getByText('Это не номер заявки: abc')).toBeVisible();
  await expect(codes).toHaveAttribute('aria-invalid', 'true');
  // The server's own sentence reaches the user, as a toast and beside the field it names (application_ids[0]).
  await codes.fill(`999999, ${ids.join(', ')}`);
  await page.getByRole('button', { name: 'Прикрепить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Запись не найдена' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'свяжитесь с разработчиками' })).toHaveCount(0);
  await expect(codes).toHaveAttribute('aria-invalid', 'true');
  // Beside the field, the sentence names the id it is about.
  await expect(page.getByText('999999: Запись не найдена')).toBeVisible();
  await expect(codes).toHaveValue(`999999, ${ids.join(', ')}`);
  await codes.fill(ids.join(', '));
  await expect(page.getByText('Заявок: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Прикрепить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказы прикреплены' })).toBeVisible();
  // Newest first; the ids in any order.
  const newest = page.getByRole('grid', { name: 'Прикрепления заказов' }).getByRole('row').nth(1);
  for (const id of ids) await expect(newest).toContainText(id);

  // The history's page and page size are in the address: a reload keeps them.
  await page.getByLabel('Строк на странице').selectOption('20');
  await expect(page).toHaveURL(/[?&]per_page=20\b/);
  await page.reload();
  await expect(page.getByLabel('Строк на странице')).toHaveValue('20');
});
