import type { Page, Route } from '@playwright/test';
import { admin, expect, expectSignInPage, signInAs, test } from './fixtures.ts';

// SPEC §8 through the browser: the profile page asks GET /api/uz/profile; each test answers it its own way.
const profileCall = '**/api/uz/profile';
const toasts = (page: Page) => page.getByRole('status');
const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const errors = (count: number) => ({
  errors: Array.from({ length: count }, (_, index) => ({ message: `Ошибка номер ${index + 1}` })),
});

/** Overwrites one of the SDK's session cookies (same name, domain and path). */
const cookie = (name: string, value: string) => ({
  name,
  value,
  domain: '127.0.0.1',
  path: '/',
  sameSite: 'Strict' as const,
});

async function openProfileAnswering(page: Page, answer: (route: Route) => Promise<void>) {
  await signInAs(page, admin);
  await page.route(profileCall, answer);
  await page.goto('/profile');
}

for (const status of [400, 403, 404]) {
  test(`${status} with seven errors shows the first five, one toast each`, async ({ page }) => {
    await openProfileAnswering(page, (route) => route.fulfill(json(status, errors(7))));
    for (const n of [1, 2, 3, 4, 5])
      await expect(toasts(page).filter({ hasText: `Ошибка номер ${n}` })).toBeVisible();
    await expect(toasts(page).filter({ hasText: /Ошибка номер [67]$/ })).toHaveCount(0);
    await expect(toasts(page).filter({ hasText: /Ошибка номер/ })).toHaveCount(5);
  });
}

const rows: [string, (route: Route) => Promise<void>, string][] = [
  ['500', (route) => route.fulfill(json(500, errors(1))), '500 Ошибка сервера'],
  ['429', (route) => route.fulfill(json(429, errors(1))), 'Вы посылаете слишком много запросов'],
  [
    '503 (closed for maintenance)',
    (route) => route.fulfill({ ...json(503, errors(1)), headers: { 'Retry-After': '300' } }),
    'Этот сайт временно не работает',
  ],
  [
    'a network error',
    (route) => route.abort('internetdisconnected'),
    'Произошла сетевая ошибка. Проверьте подключение к интернету или свяжитесь с разработчиками',
  ],
  [
    'any other status (418)',
    (route) => route.fulfill(json(418, {})),
    'Произошла ошибка, свяжитесь с разработчиками',
  ],
  [
    'an HTML page instead of JSON (502)',
    (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    'Произошла ошибка, свяжитесь с разработчиками',
  ],
];

for (const [what, answer, message] of rows) {
  test(`${what} shows '${message}' top-right, and it closes`, async ({ page }) => {
    await openProfileAnswering(page, answer);
    const toast = toasts(page).filter({ hasText: message });
    await expect(toast).toHaveCount(1);
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(page.viewportSize()!.width * 0.6);
    // The status region holds the message; the card around it holds the close button.
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await expect(toast).toBeHidden();
  });
}

test('a server that never answers: after 30 s the no-response toast', async ({ page }) => {
  await page.clock.install();
  const asked = page.waitForRequest('**/api/uz/profile');
  await openProfileAnswering(page, async () => {
    // No answer, ever.
  });
  await asked;
  await page.clock.fastForward(29_000);
  await expect(toasts(page)).toHaveCount(0);
  // Past 30 s the toast comes; on a loaded machine the page may need the clock moved a little further on.
  const noResponse = toasts(page).filter({ hasText: 'Произошла ошибка, свяжитесь с разработчиками' });
  await page.clock.fastForward(1_500);
  await expect
    .poll(async () => {
      if ((await noResponse.count()) === 0) await page.clock.fastForward(500);
      return noResponse.count();
    })
    .toBe(1);
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
});

test('the same error repeated at once is shown once', async ({ page }) => {
  await openProfileAnswering(page, (route) => route.fulfill(json(500, errors(1))));
  await page.goto('/welcome');
  await page.goBack();
  await expect(toasts(page).filter({ hasText: '500 Ошибка сервера' })).toHaveCount(1);
});

test("a request sent with notify 'none' fails silently (the saved working branch)", async ({ page }) => {
  let asked = false;
  await page.route('**/api/uz/settings', (route) => {
    asked = true;
    return route.fulfill(json(500, errors(1)));
  });
  await signInAs(page, admin);
  await expect.poll(() => asked).toBe(true);
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
});

test('an expired access token: three requests fail at once, one refresh, all three succeed', async ({
  page,
  context,
}) => {
  await signInAs(page, admin);
  const refreshes: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/refresh_token')) refreshes.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  await context.addCookies([{ name: 'access_token_ser', value: 'expired-or-forged', url: page.url() }]);
  await page.reload();

  await expect(page.getByRole('heading', { name: `Добро пожаловать, ${admin.name}!` })).toBeVisible();
  expect(refused.sort()).toEqual([
    '/api/uz/auth/user',
    '/api/uz/branch/list',
    '/api/uz/role_perms/user_roles',
  ]);
  expect(refreshes).toHaveLength(1);
  await expect(toasts(page)).toHaveCount(0);

  // Now the refresh token is no good either: the session ends and the user signs in again, `next` kept.
  await context.addCookies([
    cookie('access_token_ser', 'expired-or-forged'),
    cookie('refresh_token', 'spent-or-forged'),
  ]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
  await expectSignInPage(page);
  const names = (await context.cookies()).map(({ name }) => name);
  expect(names).not.toContain('refresh_token');
  expect(names).not.toContain('token_type');
});
