import { api } from './api.ts';
import { admin, expect, signInAs, test } from './fixtures.ts';

test('after a bulk step change the list comes back with the filters it was left with', async ({ page }) => {
  await signInAs(page, admin);
  const client = await api(page);
  const [first, second] = await client.get<{ id: number }[]>(
    'application/list?step=registered&frozen=false&status=new&per_page=2&sort=id',
  );
  const list = '/del_application?step=registered&search=%D0%90&page=2';

  await page.goto(`/del_application/step?ids=${first!.id}&back=${encodeURIComponent(list)}`);
  await page.getByRole('button', { name: 'Новый шаг' }).click();
  await page.getByRole('option', { name: 'Сборка' }).click();
  await page.getByRole('button', { name: 'Сменить шаг (1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Шаг изменён' })).toBeVisible();
  await expect.poll(() => page.url().slice(new URL(page.url()).origin.length)).toBe(list);

  // Only a path of the list itself is followed back: anything else returns to the plain list.
  await page.goto(
    `/del_application/step?ids=${second!.id}&back=${encodeURIComponent('https://example.com/x')}`,
  );
  await page.getByRole('button', { name: 'Новый шаг' }).click();
  await page.getByRole('option', { name: 'Сборка' }).click();
  await page.getByRole('button', { name: 'Сменить шаг (1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Шаг изменён' })).toBeVisible();
  await expect(page).toHaveURL(/\/del_application$/);
});
