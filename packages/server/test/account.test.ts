import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@karvon/contracts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let managerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());

const profile = (method: 'GET' | 'PUT', payload?: object, token = managerToken) =>
  server.call({ method, url: '/api/uz/profile', token, ...(payload && { payload }) });

describe('own profile', () => {
  it('shows the signed-in user with role and branch, whatever their role entries say', async () => {
    const response = await profile('GET');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: User }>().data).toMatchObject({
      name: 'Дилноза Юсупова',
      phone: MANAGER.phone,
      is_admin: false,
      role: { name: 'Менеджер' },
      branch: { name: expect.any(String) },
    });
  });

  it('needs a session', async () => {
    expect((await server.call({ method: 'GET', url: '/api/uz/profile' })).statusCode).toBe(401);
  });

  it('renames, trimming the name, and refuses a blank one', async () => {
    const renamed = await profile('PUT', { name: '  Дилноза Юсупова-Каримова ' });
    expect(renamed.json<{ data: User }>().data.name).toBe('Дилноза Юсупова-Каримова');
    const blank = await profile('PUT', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errors: [{ message: 'Это поле является обязательным', field: 'name' }] });
    await profile('PUT', { name: 'Дилноза Юсупова' });
  });

  it('changes the password only with the current one', async () => {
    const wrong = await profile('PUT', { current_password: 'not-it', password: 'new-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [{ message: 'Текущий пароль указан неверно', field: 'current_password' }],
    });
    const missing = await profile('PUT', { password: 'new-password-1' });
    expect(missing.statusCode).toBe(400);

    const elsewhere = (await server.login(MANAGER)).access_token;
    const changed = await profile('PUT', { current_password: MANAGER.password, password: 'new-password-1' });
    expect(changed.statusCode).toBe(200);
    // Every other session ends (whoever knew the old password); the one that changed it goes on.
    expect((await profile('GET', undefined, elsewhere)).statusCode).toBe(401);
    expect((await profile('GET')).statusCode).toBe(200);
    await expect(server.login(MANAGER)).rejects.toThrow(/400/);
    await server.login({ phone: MANAGER.phone, password: 'new-password-1' });
    await profile('PUT', { current_password: 'new-password-1', password: MANAGER.password });
  });

  it('refuses a short password and unknown fields with 400', async () => {
    expect((await profile('PUT', { current_password: MANAGER.password, password: 'short' })).statusCode).toBe(
      400,
    );
    expect((await profile('PUT', { phone: ADMIN.phone })).statusCode).toBe(400);
  });
});
