import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';

test('the profile shows the phone and the role as facts to read, not as fields to type in', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Профиль' });
  await expect(form.getByRole('textbox', { name: 'ФИО' })).toHaveValue(admin.name);
  await expect(page.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Роль', exact: true })).toHaveCount(0);
  await expect(page.getByRole('term').filter({ hasText: 'Телефон' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: admin.phone })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Роль' })).toBeVisible();
  await expectAccessible(page);
});
