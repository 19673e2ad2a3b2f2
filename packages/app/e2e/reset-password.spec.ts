import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

const smsOutboxDir = process.env.KARVON_E2E_SMS_DIR!;

// A packer of the seed (password karvon-staff); no other test signs in as them.
const packer = { phone: '998900000013', name: 'Otabek Qodirov' };

/** The newest code the server "sent" to a phone (it writes each SMS as a file: there is no gateway here). */
function lastCodeSentTo(phone: string): string | undefined {
  const texts = readdirSync(smsOutboxDir)
    .filter((name) => name.includes(phone))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(smsOutboxDir, name), 'utf8')) as { text: string });
  return texts.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
}

test('password reset: request a code, set a new password with it, sign in with the new one', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Телефон' }).fill(packer.phone);
  await page.getByRole('button', { name: 'Отправить код' }).click();
  await expect(page.getByText(`Если номер ${packer.phone} зарегистрирован`)).toBeVisible();

  await expect.poll(() => lastCodeSentTo(packer.phone)).toMatch(/^\d{6}$/);
  const code = lastCodeSentTo(packer.phone)!;
  await page.getByRole('textbox', { name: 'Код из SMS' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('textbox', { name: 'Новый пароль' }).fill('yangi-parol-2026');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('yangi-parol-2026');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  // A wrong code is the server's message; the form keeps what was typed.
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);

  await page.getByRole('textbox', { name: 'Код из SMS' }).fill(code);
  // A common password is refused with the server's sentence, as a toast and beside the field; the code stays usable.
  const common = 'Этот пароль слишком простой или широко известен, придумайте другой';
  await page.getByRole('textbox', { name: 'Новый пароль' }).fill('qwertyuiop12');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('qwertyuiop12');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('status').filter({ hasText: common })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Новый пароль' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Новый пароль' })).toHaveAccessibleDescription(
    new RegExp(common),
  );
  await page.getByRole('textbox', { name: 'Новый пароль' }).fill('yangi-parol-2026');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('yangi-parol-2026');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Пароль изменён' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, { phone: packer.phone, password: 'karvon-staff' });
  await expect(
    page.getByRole('status').filter({ hasText: 'Неверный номер телефона или пароль' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Пароль' }).fill('yangi-parol-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: `Добро пожаловать, ${packer.name}!` })).toBeVisible();
});
