import type { BrowserContext, Page } from '@playwright/test';
import { admin, expect, signInAs, test } from './fixtures.ts';

// Issue 14: two tabs of one browser share the session cookies. When both need new tokens at the same moment, one
// refreshes and the other takes what it wrote (the SDK holds a Web Lock while refreshing): a second refresh with the
// same refresh token would look like token reuse to the server and end the session for both.

const welcome = (page: Page) => page.getByRole('heading', { name: `Добро пожаловать, ${admin.name}!` });

/**
 * Counts the refresh requests of every tab. Each reaches the server 300 ms late, as on a slow line, so that both
 * tabs surely need new tokens while the first refresh is still under way.
 */
async function refreshesOf(context: BrowserContext): Promise<string[]> {
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/auth/refresh_token'))
      refreshes.push(request.url());
  });
  await context.route('**/api/auth/refresh_token', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  return refreshes;
}

async function twoSignedInTabs(page: Page, context: BrowserContext): Promise<Page> {
  await signInAs(page, admin);
  const second = await context.newPage();
  await second.goto('/welcome');
  await expect(welcome(second)).toBeVisible();
  return second;
}

/** Both tabs ask the server at once (a reload loads the user, the roles and the branches) and stay signed in. */
async function bothAskAtOnce(tabs: Page[]) {
  await Promise.all(tabs.map((tab) => tab.reload()));
  for (const tab of tabs) await expect(welcome(tab)).toBeVisible();
}

/** The session was not revoked: a later request with the new tokens is answered, without another refresh. */
async function expectSessionAlive(page: Page, refreshes: string[]) {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refreshes).toHaveLength(1);
}

test('two tabs whose access token ended refresh once between them and stay signed in', async ({
  page,
  context,
}) => {
  const second = await twoSignedInTabs(page, context);
  const refreshes = await refreshesOf(context);

  // The access cookie lives exactly as long as the access token (SPEC §4): when the token ends, the cookie goes.
  await context.clearCookies({ name: 'access_token_ser' });
  await bothAskAtOnce([page, second]);

  expect(refreshes).toHaveLength(1);
  await expectSessionAlive(page, refreshes);
  await expectSessionAlive(second, refreshes);
});

test('two tabs that find the tokens due renew them once between them, ahead of time', async ({
  page,
  context,
  baseURL,
}) => {
  const second = await twoSignedInTabs(page, context);
  const refreshes = await refreshesOf(context);

  // As if expires_in/6 had passed since sign-in: the time to renew that the SDK wrote has come.
  await context.addCookies([
    { name: 'token_renew_at', value: String(Date.now()), url: `${baseURL}/`, sameSite: 'Strict' },
  ]);
  await bothAskAtOnce([page, second]);

  expect(refreshes).toHaveLength(1);
  await expectSessionAlive(page, refreshes);
  await expectSessionAlive(second, refreshes);
});
