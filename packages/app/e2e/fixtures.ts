import { expect, type Page } from '@playwright/test';

export const admin = { phone: '998900000001', password: 'karvon-admin', name: 'Азиз Каримов' };
export const manager = { phone: '998900000002', password: 'karvon-manager', name: 'Дилноза Юсупова' };

export async function signIn(page: Page, who: { phone: string; password: string }) {
  await page.getByRole('textbox', { name: 'Телефон' }).fill(who.phone);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(who.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export async function expectSignInPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
}
