import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';

const packer = { phone: '998900000012', password: 'karvon-staff' };

test('the welcome page offers the packer only the screens its role opens, as links by name', async ({
  page,
}) => {
  await signInAs(page, packer);
  const screens = page.getByRole('main').getByRole('navigation', { name: 'Ваши разделы' });
  await expect(screens.getByRole('link')).toHaveText([
    'Реестр грузов',
    'Реестры',
    'Реестр КД',
    'Время ожидания',
  ]);
  await expect(page.getByRole('main').getByRole('link', { name: 'Заявки на доставку' })).toHaveCount(0);
  await expectAccessible(page);

  await screens.getByRole('link', { name: 'Реестр грузов' }).click();
  await expect(page).toHaveURL(/\/cargo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Реестр грузов' })).toBeVisible();
});

test('the welcome page offers the administrator all 17 screens of the sidebar', async ({ page }) => {
  await signInAs(page, admin);
  const screens = page.getByRole('main').getByRole('navigation', { name: 'Ваши разделы' });
  await expect(screens.getByRole('link')).toHaveCount(17);
  await expect(screens.getByRole('link', { name: 'Заявки на доставку' })).toHaveAttribute(
    'href',
    '/del_application',
  );
});
