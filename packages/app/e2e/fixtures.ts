import { test as base, expect, type Browser, type Page, type ViewportSize } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const admin = { phone: '998900000001', password: 'karvon-admin', name: 'Азиз Каримов' };
export const manager = { phone: '998900000002', password: 'karvon-manager', name: 'Дилноза Юсупова' };

// A failed request is logged by Chromium itself ("Failed to load resource"); that is the test's doing, not the app's.
const chromiumNetworkLog = /^Failed to load resource/;

/**
 * Every test fails on a console error or an unhandled rejection of the app, and on any token left in
 * localStorage, sessionStorage or a URL the page visited.
 */
export const test = base.extend<{ appHealth: void }>({
  appHealth: [
    async ({ page, context }, use) => {
      const problems: string[] = [];
      const urls: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !chromiumNetworkLog.test(message.text()))
          problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => urls.push(request.url()));
      page.on('framenavigated', (frame) => urls.push(frame.url()));

      await use();

      const tokens = (await context.cookies())
        .filter(({ name }) => name === 'access_token_ser' || name === 'refresh_token')
        .map(({ value }) => value)
        .filter((value) => value.length > 8);
      if (tokens.length > 0 && !page.isClosed()) {
        const stored = await page
          .evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
          .catch(() => '');
        for (const token of tokens) {
          if (stored.includes(token)) problems.push('a token is kept in web storage');
          if (urls.some((url) => url.includes(token))) problems.push('a token appeared in a URL');
        }
      }
      expect(problems, 'the app stayed healthy').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function signIn(page: Page, who: { phone: string; password: string }) {
  await page.getByRole('textbox', { name: 'Телефон' }).fill(who.phone);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(who.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Signs in from the sign-in page and waits for the welcome page. */
export async function signInAs(page: Page, who: { phone: string; password: string }) {
  await page.goto('/auth/login');
  await signIn(page, who);
  await expect(page).toHaveURL(/\/welcome$/);
}

export async function expectSignInPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
}

/**
 * No axe violation on the page once it has settled: its heading drawn and no request under way (the loading bar
 * and a page whose code is still coming are passing states, scanned half-drawn). React Aria's visually hidden live
 * announcer is left out: it points at messages it has already announced and removed, which axe reads as an unnamed
 * image.
 */
export async function expectAccessible(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`)).toEqual(
    [],
  );
}

/**
 * A browser context without scripts that holds the session of `page`: it sees what the server draws before any
 * code runs (the prerendered pages). Close it when done.
 */
export async function serverDrawing(
  browser: Browser,
  page: Page,
  baseURL: string | undefined,
  viewport?: ViewportSize,
) {
  const still = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    ...(viewport && { viewport }),
  });
  await still.addCookies(await page.context().cookies());
  return still;
}
