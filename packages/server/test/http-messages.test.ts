import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorResponse } from '@karvon/contracts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  manager = (await server.login(MANAGER)).access_token;
});
afterAll(() => server.close());

const messageOf = (body: string) => (JSON.parse(body) as ErrorResponse).errors[0]?.message;

it.each([
  ['ru', 'Требуется вход в систему'],
  ['uz', 'Tizimga kirish talab qilinadi'],
  ['uz-Cyrl', 'Тизимга кириш талаб қилинади'],
  ['en', 'Требуется вход в систему'],
])('the server’s own refusals speak the request’s language (%s)', async (language, signIn) => {
  const headers = { 'accept-language': language };
  const noToken = await server.call({ method: 'GET', url: '/api/uz/auth/user', headers });
  expect(noToken.statusCode).toBe(401);
  expect(messageOf(noToken.body)).toBe(signIn);

  const forbidden = await server.call({
    method: 'GET',
    url: '/api/uz/analytic/sales',
    token: manager,
    headers,
  });
  expect(forbidden.statusCode).toBe(403);
  const wrong = await server.call({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { ...ADMIN, password: 'x'.repeat(12) },
  });
  expect(wrong.statusCode).toBe(400);
  const notJson = await server.call({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{"phone":',
  });
  expect(notJson.statusCode).toBe(400);

  const expected = {
    ru: [
      'Недостаточно прав для этого действия',
      'Неверный номер телефона или пароль',
      'Тело запроса не является корректным JSON',
    ],
    en: [
      'Недостаточно прав для этого действия',
      'Неверный номер телефона или пароль',
      'Тело запроса не является корректным JSON',
    ],
    uz: [
      'Bu amal uchun huquqingiz yetarli emas',
      "Telefon raqami yoki parol noto'g'ri",
      "So'rov tanasi to'g'ri JSON emas",
    ],
    'uz-Cyrl': [
      'Бу амал учун ҳуқуқингиз етарли эмас',
      'Телефон рақами ёки парол нотўғри',
      'Сўров танаси тўғри JSON эмас',
    ],
  }[language];
  expect([forbidden, wrong, notJson].map((answer) => messageOf(answer.body))).toEqual(expected);
});
