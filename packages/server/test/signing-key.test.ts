import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadSigningKey } from '../src/auth/signing-key.ts';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase } from './helpers/database.ts';
import { ADMIN } from './helpers/server.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  return response.json<{ access_token: string }>().access_token;
}

it('keeps tokens valid across a restart on the same database', async () => {
  const before = await buildServer({ db, log: { level: 'silent' } });
  const token = await signIn(before);
  await before.close();

  const after = await buildServer({ db, log: { level: 'silent' } });
  const response = await after.inject({
    method: 'GET',
    url: '/api/uz/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });
  await after.close();
  expect(response.statusCode).toBe(200);
});

it('makes one random key per database, and uses JWT_SECRET instead when configured', async () => {
  const stored = await loadSigningKey(db.orm, null);
  expect(stored.byteLength).toBe(32);
  expect(await loadSigningKey(db.orm, null)).toEqual(stored);
  const configured = await loadSigningKey(db.orm, 'a-configured-secret-of-at-least-32-chars');
  expect(Buffer.from(configured).toString()).toBe('a-configured-secret-of-at-least-32-chars');
});
