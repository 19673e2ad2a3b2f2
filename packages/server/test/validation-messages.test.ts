import type { ErrorResponse } from '@karvon/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The validation sentences follow Accept-Language as every other sentence of the server does, and name fields
 * as people do (the label table of src/field-labels.ts); `field` stays the raw path.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

const LANGUAGES = ['ru', 'uz', 'uz-Cyrl'] as const;

async function errorsOf(
  language: string,
  request: { method: string; url: string; payload?: unknown },
): Promise<ErrorResponse['errors']> {
  const response = await server.call({
    ...request,
    token,
    headers: { 'accept-language': language },
  } as Parameters<TestServer['call']>[0]);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<ErrorResponse>().errors;
}

it.each([
  [
    'minimum',
    { method: 'POST', url: '/api/uz/wating_time/615/time', payload: { minutes: 0 } },
    'minutes',
    {
      ru: 'Поле «Минуты» должно быть не меньше 1',
      uz: "«Daqiqalar» maydoni kamida 1 bo'lishi kerak",
      'uz-Cyrl': '«Дақиқалар» майдони камида 1 бўлиши керак',
    },
  ],
  [
    'maximum',
    { method: 'POST', url: '/api/uz/wating_time/615/time', payload: { minutes: 10081 } },
    'minutes',
    {
      ru: 'Поле «Минуты» должно быть не больше 10080',
      uz: "«Daqiqalar» maydoni ko'pi bilan 10080 bo'lishi kerak",
      'uz-Cyrl': '«Дақиқалар» майдони кўпи билан 10080 бўлиши керак',
    },
  ],
  [
    'format',
    { method: 'GET', url: '/api/uz/unknown/list?date_to=0020-11-17' },
    'date_to',
    {
      ru: 'Поле «Дата окончания» имеет неверный формат',
      uz: "«Tugash sanasi» maydoni noto'g'ri formatda",
      'uz-Cyrl': '«Тугаш санаси» майдони нотўғри форматда',
    },
  ],
  [
    'enum',
    { method: 'GET', url: '/api/uz/application/list?timing=soon' },
    'timing',
    {
      ru: 'Поле «Время» имеет недопустимое значение',
      uz: '«Vaqt» maydonida ruxsat etilmagan qiymat',
      'uz-Cyrl': '«Вақт» майдонида рухсат этилмаган қиймат',
    },
  ],
  [
    'type',
    { method: 'GET', url: '/api/uz/application/list?branch_id=first' },
    'branch_id',
    {
      ru: 'Поле «Филиал» должно быть целым числом',
      uz: "«Filial» maydoni butun son bo'lishi kerak",
      'uz-Cyrl': '«Филиал» майдони бутун сон бўлиши керак',
    },
  ],
  [
    'required',
    { method: 'POST', url: '/api/uz/wating_time/615/time', payload: {} },
    'minutes',
    {
      ru: 'Поле «Минуты» обязательно',
      uz: "«Daqiqalar» maydoni to'ldirilishi shart",
      'uz-Cyrl': '«Дақиқалар» майдони тўлдирилиши шарт',
    },
  ],
  [
    'maxLength',
    {
      method: 'POST',
      url: '/api/uz/wating_time/615/time',
      payload: { minutes: 5, comment: 'x'.repeat(501) },
    },
    'comment',
    {
      ru: 'Поле «Комментарий» должно содержать не больше 500 символов',
      uz: "«Izoh» maydoni ko'pi bilan 500 ta belgidan iborat bo'lishi kerak",
      'uz-Cyrl': '«Изоҳ» майдони кўпи билан 500 та белгидан иборат бўлиши керак',
    },
  ],
  [
    'additionalProperties',
    { method: 'POST', url: '/api/uz/wating_time/615/time', payload: { minutes: 5, note: 'x' } },
    'note',
    {
      ru: 'Поле «note» не предусмотрено',
      uz: '«note» maydoni nazarda tutilmagan',
      'uz-Cyrl': '«note» майдони назарда тутилмаган',
    },
  ],
  [
    'minItems',
    { method: 'POST', url: '/api/uz/freeze_application/close', payload: { ids: [], reason: 'Дубль' } },
    'ids',
    {
      ru: 'Поле «Заявки» не должно быть пустым',
      uz: "«Arizalar» maydoni bo'sh bo'lmasligi kerak",
      'uz-Cyrl': '«Аризалар» майдони бўш бўлмаслиги керак',
    },
  ],
  [
    'an item of a list',
    {
      method: 'POST',
      url: '/api/uz/cargo',
      payload: {
        sender_branch_id: 1,
        receiver_branch_id: 2,
        products: [
          { product_id: 1, quantity: 1 },
          { product_id: 2, quantity: 1 },
          { product_id: 3, quantity: 0 },
        ],
      },
    },
    'products.2.quantity',
    {
      ru: 'Поле «Количество, позиция 3» должно быть не меньше 1',
      uz: "«Soni, 3-pozitsiya» maydoni kamida 1 bo'lishi kerak",
      'uz-Cyrl': '«Сони, 3-позиция» майдони камида 1 бўлиши керак',
    },
  ],
] as const)(
  '%s: the sentence is in the request’s language and names the field',
  async (_, request, field, said) => {
    for (const language of LANGUAGES) {
      expect(await errorsOf(language, request), language).toEqual([{ message: said[language], field }]);
    }
    // Russian by default, and for a language Karvon does not speak.
    expect(await errorsOf('en', request)).toEqual([{ message: said.ru, field }]);
    expect(await errorsOf('uz-Cyrl-UZ, ru;q=0.5', request)).toEqual([{ message: said['uz-Cyrl'], field }]);
  },
);
