import { api } from './api.ts';
import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';

test('an address that names no application or frozen application shows not-found with a way back', async ({
  page,
}) => {
  await signInAs(page, admin);
  const cases = [
    ['/del_application/abc', 'Заявки на доставку', '/del_application'],
    ['/del_application/1e3', 'Заявки на доставку', '/del_application'],
    ['/del_application/999999999', 'Заявки на доставку', '/del_application'],
    ['/freeze_application/abc', 'Замороженные заявки', '/freeze_application'],
    ['/freeze_application/999999999', 'Замороженные заявки', '/freeze_application'],
  ] as const;
  for (const [path, list, href] of cases) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Запись не найдена' }), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Вернуться к списку «${list}»` })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Вернуться к списку «Замороженные заявки»' }).click();
  await expect(page).toHaveURL(/\/freeze_application$/);
});

test('a frozen application: buttons for one without counters, closing says closed, and a closed one offers neither step back nor freeze', async ({
  page,
}) => {
  await signInAs(page, admin);
  const [frozen] = await (
    await api(page)
  ).get<{ id: number }[]>('freeze_application/list?per_page=1&sort=-id');
  await page.goto(`/freeze_application/${frozen!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Замороженная заявка / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Принять', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить на доставку', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /\(\d+\)/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Закрыть', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Закрыть замороженную заявку' });
  await dialog.getByRole('textbox', { name: 'Причина закрытия' }).fill('Клиент отказался');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Замороженная заявка закрыта' })).toBeVisible();
  await expect(page.getByText(/отклонена/)).toHaveCount(0);

  await page.goto(`/del_application/${frozen!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Комментарии' })).toBeVisible();
  for (const action of ['Шаг назад', 'Заморозить', 'Разморозить'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
});
