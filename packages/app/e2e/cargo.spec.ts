import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, signInAs, test } from './fixtures.ts';
import { api } from './api.ts';

interface Ref {
  id: number;
  name: string;
}
interface CargoRow {
  id: number;
  number: string;
  status: string;
  sender_branch: Ref;
  receiver_branch: Ref;
}
interface ProductRow {
  id: number;
  name: string;
  code: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A product's quantity field, labelled with the product's name. */
const quantityOf = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const grid = (page: Page) => page.getByRole('grid', { name: 'Грузы' });
const total = async (page: Page) =>
  Number((await page.getByText(/^Найдено: [\d\s]+/).textContent())!.replace(/\D/g, ''));

async function send<T>(page: Page, method: 'POST' | 'PUT', path: string, data?: object) {
  const token = (await page.context().cookies()).find(({ name }) => name === 'access_token_ser')!.value;
  const response = await page.request.fetch(`/api/uz/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data && { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Picks a product in the form's picker by its code, as a person types or scans it. */
async function addProduct(page: Page, product: ProductRow) {
  const picker = page.getByRole('combobox', { name: 'Добавить товар' });
  await picker.fill(product.code);
  // The code names one product: its option alone, once the search has answered.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(`^${escaped(product.name)} `) }).click();
  // A new picker takes the focus for the next code, shut until typed into.
  await expect(page.getByRole('combobox', { name: 'Добавить товар' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Добавить товар' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(quantityOf(page, product.name)).toBeVisible();
}

async function chooseBranch(page: Page, field: 'Филиал-отправитель' | 'Филиал-получатель', name: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(name);
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  // By keyboard, as a person at a counter would: the first match, then Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(name);
}

test('the register filters by status and search, keeps both on reload, and a row opens on one click', async ({
  page,
}) => {
  // A list, a reload and a record, each drawn in full: more than one page's time on a busy machine.
  test.slow();
  await signInAs(page, admin);
  await page.goto('/cargo');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  const everything = await total(page);

  await page.getByRole('button', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Отправлен' }).click();
  await expect(page).toHaveURL(/[?&]status=sent/);
  const chip = page.getByRole('button', { name: /Статус: Отправлен/ });
  await expect(chip).toBeVisible();
  await expect.poll(() => total(page)).toBeLessThan(everything);
  const rows = grid(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('Отправлен');
  await expect(rows.filter({ hasText: /Черновик|Получен/ })).toHaveCount(0);
  const sent = await total(page);
  expect(sent).toBeGreaterThan(1);

  const search = page.getByRole('searchbox', { name: 'Поиск' });
  const wanted = (await rows.nth(2).getByRole('link').textContent())!;
  await search.fill(wanted);
  await expect(page).toHaveURL(/[?&]search=CG-/);
  await expect.poll(() => total(page)).toBe(1);

  await page.reload();
  await expect(chip).toBeVisible();
  await expect(search).toHaveValue(wanted);
  await expect.poll(() => total(page)).toBe(1);
  await expect(rows.nth(1).getByRole('link')).toHaveText(wanted);

  // One click anywhere on the row, not only on its number.
  const number = (await rows.nth(1).getByRole('link').textContent())!;
  await rows.nth(1).getByText('Отправлен').click();
  await expect(page).toHaveURL(/\/cargo\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Груз ${number}` })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Товары' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  // A sent cargo is not edited from its page.
  await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
});

test('create a cargo, edit it (quantities, a product more and one less), send it, receive it', async ({
  page,
}) => {
  // One cargo's whole life: more steps than one page's test.
  test.slow();
  await signInAs(page, admin);
  const products = await (await api(page)).get<ProductRow[]>('product/list?per_page=3');
  const [first, second, third] = products as [ProductRow, ProductRow, ProductRow];
  const comment = `e2e ${Date.now()}`;

  await page.goto('/cargo');
  await page.getByRole('button', { name: 'Новый груз' }).click();
  await expect(page).toHaveURL(/\/cargo\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Новый груз' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Филиал-отправитель' })).toHaveValue(
    'Ташкент — главный склад',
  );
  await chooseBranch(page, 'Филиал-получатель', 'Бухара');
  await page.getByRole('textbox', { name: 'Комментарий' }).fill(comment);
  await addProduct(page, first);
  await addProduct(page, second);
  // A number is taken when the field is left (or on Enter), as a person moves on.
  await quantityOf(page, second.name).fill('4');
  await page.keyboard.press('Tab');
  await expect(page.getByText(/^Итого: 5 шт\. · .+ м³ · [\d\s]+ сум$/)).toBeVisible();
  // A quantity the line refuses counts as none in the totals, not as minus three.
  await quantityOf(page, second.name).fill('-3');
  await page.keyboard.press('Tab');
  await expect(page.getByText(/^Итого: 1 шт\. · .+ м³ · [\d\s]+ сум$/)).toBeVisible();
  await quantityOf(page, second.name).fill('4');
  await page.keyboard.press('Tab');
  await expect(page.getByText(/^Итого: 5 шт\. · .+ м³ · [\d\s]+ сум$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Создать груз' }).click();

  await expect(page).toHaveURL(/\/cargo\/item\/\d+$/);
  const id = /\/cargo\/item\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('status').filter({ hasText: /^Груз CG-\d{4}-\d+ создан$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Груз CG-/ })).toBeVisible();
  await expect(page.getByText('Черновик', { exact: true })).toBeVisible();
  await expect(page.getByText('Ташкент — главный склад → Бухара')).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  // The comment, free text of any length, takes a row of its own across the card, from its left edge.
  const left = async (label: string) => (await page.locator('dt', { hasText: label }).boundingBox())!.x;
  expect(await left('Комментарий')).toBe(await left('Отправитель'));
  const lines = page.getByRole('grid', { name: 'Товары' }).getByRole('row');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: second.name })).toContainText('4');

  await page.getByRole('button', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/cargo/add/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /: редактирование$/ })).toBeVisible();
  await expect(quantityOf(page, second.name)).toHaveValue('4');
  await expectAccessible(page);
  await quantityOf(page, first.name).fill('7');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: `Убрать ${second.name}` }).click();
  await addProduct(page, third);
  // The same product again adds to its quantity rather than a second line.
  await addProduct(page, third);
  await expect(quantityOf(page, third.name)).toHaveValue('2');
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(new RegExp(`/cargo/item/${id}$`));
  await expect(page.getByRole('status').filter({ hasText: /сохранён$/ })).toBeVisible();
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: first.name })).toContainText('7');
  await expect(lines.filter({ hasText: third.name })).toContainText('2');
  await expect(lines.filter({ hasText: second.name })).toHaveCount(0);
  await page.reload();
  // The products' table is drawn just after the page's first paint: on a busy machine that can take a while.
  await expect(lines.filter({ hasText: first.name })).toContainText('7', { timeout: 15_000 });

  // Sent, asked first (Cancel is where the focus starts), it can no longer be edited.
  await page.getByRole('button', { name: 'Отправить' }).click();
  const ask = page.getByRole('alertdialog', { name: /^Отправить груз CG-/ });
  await expect(ask).toContainText('Груз уйдёт в филиал «Бухара». После отправки его нельзя изменить.');
  await expect(ask.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await ask.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Груз CG-\d{4}-\d+ отправлен$/ })).toBeVisible();
  await expect(page.locator('[data-cargo-status="sent"]')).toHaveText('Отправлен');
  await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
  await page.goto(`/cargo/add/${id}`);
  await expect(page.getByText(/уже отправлен: изменить его нельзя\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);

  // The register at `all` receives it too.
  await page.goto(`/cargo/item/${id}`);
  await page.getByRole('button', { name: 'Принять' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Принять' }).click();
  await expect(page.getByRole('status').filter({ hasText: /принят$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Принять' })).toHaveCount(0);
  await page.goto(`/cargo?status=received&search=${encodeURIComponent(comment)}`);
  await expect(grid(page).getByRole('row')).toHaveCount(2);
});

test('the form asks for what is required, does not offer the sender as the receiver, and says so beside the receiver when the sender is changed to it', async ({
  page,
}) => {
  await signInAs(page, admin);
  const [product] = await (await api(page)).get<ProductRow[]>('product/list?per_page=1');
  await page.goto('/cargo/add');
  const receiver = page.getByRole('combobox', { name: 'Филиал-получатель' });
  await expect(receiver).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Филиал-отправитель' })).toHaveValue(
    'Ташкент — главный склад',
  );
  await page.getByRole('button', { name: 'Создать груз' }).click();
  await expect(receiver).toHaveAccessibleDescription(/Это поле является обязательным/);
  // The first field in error takes the focus, shut so that its message shows; a click opens its list, and the
  // sender's branch is not in it.
  await expect(receiver).toBeFocused();
  await expect(receiver).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Это поле является обязательным').first()).toBeVisible();
  await receiver.click();
  await expect(page.getByRole('option', { name: 'Самарканд', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Ташкент — главный склад', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Добавить товар' })).toHaveAccessibleDescription(
    /Это поле является обязательным/,
  );
  await expect(page).toHaveURL(/\/cargo\/add$/);

  await chooseBranch(page, 'Филиал-получатель', 'Самарканд');
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Тот же филиал');
  await addProduct(page, product!);
  // A quantity beyond the contract's bound is refused beside its line, before anything is sent.
  await quantityOf(page, product!.name).fill('2000000');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Создать груз' }).click();
  await expect(quantityOf(page, product!.name)).toHaveAccessibleDescription(/От 1 до 1\s000\s000/);
  await expect(quantityOf(page, product!.name)).toBeFocused();
  await quantityOf(page, product!.name).fill('1');
  await page.keyboard.press('Tab');
  // The sender changed to the receiver's branch: said beside the receiver, before anything is sent.
  await chooseBranch(page, 'Филиал-отправитель', 'Самарканд');
  await page.getByRole('button', { name: 'Создать груз' }).click();
  await expect(receiver).toHaveAccessibleDescription(/Отправитель и получатель совпадают/);
  await expect(receiver).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /разработчик/ })).toHaveCount(0);
  // Nothing typed is lost.
  await expect(page).toHaveURL(/\/cargo\/add$/);
  await expect(receiver).toHaveValue('Самарканд');
  await expect(page.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Тот же филиал');
  await expect(quantityOf(page, product!.name)).toHaveValue('1');

  // Put right, it saves.
  await chooseBranch(page, 'Филиал-отправитель', 'Ташкент — главный склад');
  await page.getByRole('button', { name: 'Создать груз' }).click();
  await expect(page).toHaveURL(/\/cargo\/item\/\d+$/);
});

test('addresses that name no cargo, and a sent cargo on the edit address', async ({ page }) => {
  await signInAs(page, admin);
  for (const path of ['/cargo/item/abc', '/cargo/item/999999', '/cargo/add/0012']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Запись не найдена' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Вернуться к списку «Реестр грузов»' })).toBeVisible();
  }
  await expectAccessible(page);

  await page.goto('/cargo/item');
  await expect(page).toHaveURL(/\/cargo\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Новый груз' })).toBeVisible();

  const [sent] = await (await api(page)).get<CargoRow[]>('cargo/list?status=sent&per_page=1');
  await page.goto(`/cargo/add/${sent!.id}`);
  await expect(page.getByText(`Груз ${sent!.number} уже отправлен: изменить его нельзя.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: `Открыть груз ${sent!.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cargo/item/${sent!.id}$`));
});

test('a role with own on the register sees its branch’s cargo only, sends from it and receives at it', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, admin);
  const stamp = Date.now();
  const read = await api(page);
  const everything = await read.get<CargoRow[]>('cargo/list?per_page=200');
  const branches = await read.get<Ref[]>('branch/list?per_page=500');
  const samarkand = branches.find((branch) => branch.name === 'Самарканд')!;
  const involves = (row: CargoRow) =>
    row.sender_branch.id === samarkand.id || row.receiver_branch.id === samarkand.id;
  const foreign = everything.find((row) => !involves(row))!;
  const own = everything.filter(involves);
  expect(own.length).toBeGreaterThan(0);

  // The seeded manager has the register at `all`: a copy of the role with `own` on it.
  const managerRole = (await read.get<Ref[]>('role/list?search=Менеджер'))[0]!;
  const role = await send<Ref>(page, 'POST', 'role', { name: `Свой филиал ${stamp}`, color: '#64748B' });
  await send(page, 'POST', `role/${role.id}/copy_permissions`, { from_role_id: managerRole.id });
  const grants = await read.get<{ permission_id: number; key: string; value: string }[]>(
    `role/${role.id}/permissions`,
  );
  await send(page, 'PUT', `role/${role.id}/permissions`, {
    grants: grants.map(({ permission_id, key, value }) => ({
      permission_id,
      value: key === 'cargo' ? 'own' : value,
    })),
  });
  const clerk = {
    phone: `99878${String(stamp).slice(-7)}`,
    password: `Qv7-karvon-e2e-${stamp.toString(36)}`,
  };
  await send(page, 'POST', 'user', {
    name: `Кладовщик ${stamp}`,
    ...clerk,
    role_id: role.id,
    branch_id: samarkand.id,
  });

  // A cargo sent to the clerk's branch, for the clerk to receive.
  const [someProduct] = await read.get<ProductRow[]>('product/list?per_page=1');
  const main = branches.find((branch) => branch.name === 'Ташкент — главный склад')!;
  const incoming = await send<CargoRow>(page, 'POST', 'cargo', {
    sender_branch_id: main.id,
    receiver_branch_id: samarkand.id,
    products: [{ product_id: someProduct!.id, quantity: 2 }],
  });
  await send(page, 'POST', `cargo/${incoming.id}/send`);

  await page.context().clearCookies();
  await signInAs(page, clerk);
  await page.goto('/cargo');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => total(page)).toBe(own.length + 1);
  const rows = grid(page).getByRole('row');
  for (let index = 1; index <= Math.min(own.length, 10); index++)
    await expect(rows.nth(index)).toContainText('Самарканд');
  await expectAccessible(page);

  await page.goto(`/cargo/item/${foreign.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Запись не найдена' })).toBeVisible();

  // A new cargo leaves from the clerk's own branch, the only one offered.
  const [product] = await read.get<ProductRow[]>('product/list?per_page=1');
  await page.goto('/cargo/add');
  const sender = page.getByRole('combobox', { name: 'Филиал-отправитель' });
  await expect(sender).toHaveValue('Самарканд');
  await expect(sender).toHaveAccessibleDescription('Груз уходит из вашего филиала');
  await sender.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Самарканд']);
  await page.keyboard.press('Escape');
  await chooseBranch(page, 'Филиал-получатель', 'Бухара');
  await addProduct(page, product!);
  await page.getByRole('button', { name: 'Создать груз' }).click();
  await expect(page).toHaveURL(/\/cargo\/item\/\d+$/);
  // The clerk sends it, but does not receive it: Бухара does.
  await page.getByRole('button', { name: 'Отправить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: /отправлен$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Принять' })).toHaveCount(0);
  await page.goto('/cargo');
  await expect.poll(() => total(page)).toBe(own.length + 2);

  // What comes to the clerk's branch, the clerk receives.
  await page.goto(`/cargo/item/${incoming.id}`);
  await expect(page.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Принять' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Принять' }).click();
  await expect(page.getByRole('status').filter({ hasText: /принят$/ })).toBeVisible();
  await expect(page.locator('[data-cargo-status="received"]')).toHaveText('Получен');
});

test('scan to batch on a draft: each code checked in place, nothing added until confirmed, a refused batch adds nothing', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, admin);
  const read = await api(page);
  const products = await read.get<ProductRow[]>('product/list?per_page=5');
  const [inCargo, good, other, late] = products as [ProductRow, ProductRow, ProductRow, ProductRow];
  const branches = await read.get<Ref[]>('branch/list?per_page=500');
  const byName = (name: string) => branches.find((branch) => branch.name === name)!.id;
  const draft = await send<CargoRow>(page, 'POST', 'cargo', {
    sender_branch_id: byName('Ташкент — главный склад'),
    receiver_branch_id: byName('Фергана'),
    products: [{ product_id: inCargo.id, quantity: 1 }],
  });

  await page.goto(`/cargo/item/${draft.id}`);
  const lines = page.getByRole('grid', { name: 'Товары' }).getByRole('row');
  await expect(lines).toHaveCount(2, { timeout: 15_000 });
  const codes = page.getByRole('textbox', { name: 'Коды товаров' });
  const checked = page.getByRole('table', { name: 'Проверенные коды' });
  const row = (code: string) => checked.getByRole('row').filter({ hasText: code });

  // A scanner types a code and Enter; the focus stays for the next.
  await codes.fill(good.code);
  await codes.press('Enter');
  await expect(row(good.code)).toContainText('Найден');
  await expect(row(good.code)).toContainText(good.name);
  await expect(codes).toBeFocused();
  await expect(codes).toHaveValue('');
  // A paste of many: one already in the cargo, one unknown, one good, and the good one again.
  await codes.fill(`${inCargo.code} NOPE-0000 ${other.code} ${good.code}`);
  await expect(row(inCargo.code)).toContainText('Уже есть');
  await expect(row('NOPE-0000')).toContainText('Не найден');
  await expect(row(other.code)).toContainText('Найден');
  await expect(checked.getByRole('row').filter({ hasText: good.code }).nth(1)).toContainText('Уже есть');
  await expect(page.getByText('Будет добавлено: 2, не будет: 3')).toBeVisible();
  await expectAccessible(page);
  // Nothing is added yet.
  await expect(lines).toHaveCount(2);

  // Taking out a line checks the rest again.
  await checked.getByRole('button', { name: 'Убрать NOPE-0000' }).click();
  await expect(row('NOPE-0000')).toHaveCount(0);
  await expect(page.getByText('Будет добавлено: 2, не будет: 2')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить в груз: 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'В груз добавлено 2 товара' })).toBeVisible();
  await expect(checked).toHaveCount(0);
  await expect(lines).toHaveCount(4);
  await page.reload();
  await expect(lines.filter({ hasText: other.name })).toHaveCount(1, { timeout: 15_000 });

  // A batch the server refuses as a whole (the cargo was sent meanwhile, elsewhere) adds nothing.
  await codes.fill(late.code);
  await codes.press('Enter');
  await expect(row(late.code)).toContainText('Найден');
  await send(page, 'POST', `cargo/${draft.id}/send`);
  await page.getByRole('button', { name: 'Добавить в груз: 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Груз уже отправлен' })).toBeVisible();
  // The page then shows the cargo as it is now: sent, its three products, no scanning.
  await expect(page.locator('[data-cargo-status="sent"]')).toBeVisible();
  await expect(codes).toHaveCount(0);
  await expect(lines).toHaveCount(4);
  const after = await read.get<{ products: unknown[]; status: string }>(`cargo/${draft.id}`);
  expect(after.products).toHaveLength(3);
  expect(after.status).toBe('sent');
});

test('a cargo’s quantities are grouped as numbers are in the language', async ({ page }) => {
  await signInAs(page, admin);
  const read = await api(page);
  const [product] = await read.get<ProductRow[]>('product/list?per_page=1');
  const [sender, receiver] = await read.get<Ref[]>('branch/list?per_page=2');
  const cargo = await read.post<CargoRow>('cargo', {
    sender_branch_id: sender!.id,
    receiver_branch_id: receiver!.id,
    products: [{ product_id: product!.id, quantity: 12345 }],
  });
  await page.goto(`/cargo/item/${cargo.id}`);
  const line = page.getByRole('grid').getByRole('row').filter({ hasText: product!.name });
  await expect(line.getByRole('gridcell').nth(3)).toHaveText(/^12\s345$/);
});
