import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorItemsOf, MAX_ERROR_MESSAGES } from './error-items.ts';
import { describeFailure, type ErrorNotice, type Failure } from './error-notice.ts';
import { MASKED_SECRET } from './secret-masking.ts';

const errors = (...messages: string[]) => ({ errors: messages.map((message) => ({ message })) });
const response = (status: number, body?: unknown, extra: Partial<Failure> = {}): Failure => ({
  type: 'response',
  status,
  body,
  ...extra,
});
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl';
const named = (name: string) => Object.assign(new Error(name), { name });

describe('describeFailure: the rows of SPEC §8', () => {
  const rows: [string, Failure, ErrorNotice | null][] = [
    ['notify none silences a 400', response(400, errors('Неверный запрос'), { notify: 'none' }), null],
    ['notify none silences a 500', response(500, undefined, { notify: 'none' }), null],
    [
      'notify none silences a network failure',
      { type: 'network', error: new TypeError('x'), notify: 'none' },
      null,
    ],
    ['notify is read loosely', response(500, undefined, { notify: ' None ' }), null],
    [
      'another notify value does not silence',
      response(500, undefined, { notify: 'all' }),
      { kind: 'server' },
    ],
    ['a 401 is the refresh flow’s, even with notify', response(401, errors('Токен истёк')), null],
    ['a 401 is silent with notify none too', response(401, undefined, { notify: 'none' }), null],
    ['a network failure', { type: 'network', error: new TypeError('Failed to fetch') }, { kind: 'network' }],
    [
      'a network failure offline',
      { type: 'network', error: new TypeError('x'), online: false },
      { kind: 'offline' },
    ],
    ['a timeout is no response', { type: 'network', error: named('TimeoutError') }, { kind: 'noResponse' }],
    ['a cancelled request is nothing', { type: 'network', error: named('AbortError') }, null],
    ['status 0 is no response', response(0), { kind: 'noResponse' }],
    [
      '400 with errors',
      response(400, errors('Телефон обязателен')),
      { kind: 'messages', messages: ['Телефон обязателен'] },
    ],
    [
      '403 with errors',
      response(403, errors('Нет доступа')),
      { kind: 'messages', messages: ['Нет доступа'] },
    ],
    ['404 with errors', response(404, errors('Не найдено')), { kind: 'messages', messages: ['Не найдено'] }],
    [
      'at most five messages',
      response(400, errors('1', '2', '3', '4', '5', '6', '7')),
      { kind: 'messages', messages: ['1', '2', '3', '4', '5'] },
    ],
    [
      'a token the server quotes is masked, the message stays',
      response(403, errors(`Токен ${TOKEN} отозван`, `${TOKEN}`), { secrets: [TOKEN, undefined] }),
      { kind: 'messages', messages: [`Токен ${MASKED_SECRET} отозван`, MASKED_SECRET] },
    ],
    ['400 without errors is generic', response(400, { message: 'Bad' }), { kind: 'generic' }],
    ['404 with an empty errors array is generic', response(404, { errors: [] }), { kind: 'generic' }],
    ['403 with HTML is generic', response(403, '<html>Forbidden</html>'), { kind: 'generic' }],
    ['400 without errors, offline', response(400, undefined, { online: false }), { kind: 'offline' }],
    ['500', response(500, errors('Сломалось')), { kind: 'server' }],
    ['500 offline is still the server', response(500, undefined, { online: false }), { kind: 'server' }],
    ['429', response(429, errors('Подождите')), { kind: 'tooManyRequests' }],
    ['422 is not a message status in SPEC §8', response(422, errors('Неверный пароль')), { kind: 'generic' }],
    ['502', response(502, '<html>Bad Gateway</html>'), { kind: 'generic' }],
    [
      '503: closed for maintenance',
      response(503, errors('Этот сайт временно не работает')),
      { kind: 'unavailable' },
    ],
    [
      '503 while offline is still maintenance',
      response(503, undefined, { online: false }),
      { kind: 'unavailable' },
    ],
    ['a redirect that reached the caller', response(302), { kind: 'generic' }],
    ['a success is not a failure', response(200, {}), null],
    ['no content is not a failure', response(204), null],
  ];

  it.each(rows)('%s', (_name, failure, notice) => {
    expect(describeFailure(failure)).toEqual(notice);
  });

  it('keeps only well-formed messages, in order', () => {
    const body = {
      errors: [
        { message: 'a' },
        { message: 42 },
        null,
        'b',
        { message: '' },
        { field: 'x' },
        { message: 'c', field: 'phone' },
      ],
    };
    expect(describeFailure(response(400, body))).toEqual({ kind: 'messages', messages: ['a', 'c'] });
    expect(errorItemsOf(body)).toEqual([{ message: 'a' }, { message: 'c', field: 'phone' }]);
  });
});

describe('describeFailure: properties', () => {
  const anyBody = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.record({
      errors: fc.array(
        fc.oneof(
          fc.record({ message: fc.string(), field: fc.string() }, { requiredKeys: [] }),
          fc.jsonValue(),
        ),
      ),
    }),
    fc.record({ errors: fc.array(fc.record({ message: fc.string({ minLength: 1 }) }), { maxLength: 50 }) }),
  );
  const anyFailure: fc.Arbitrary<Failure> = fc.oneof(
    fc.record(
      {
        type: fc.constant('response' as const),
        status: fc.oneof(fc.integer({ min: 0, max: 599 }), fc.constantFrom(400, 401, 403, 404, 429, 500)),
        body: anyBody,
        notify: fc.option(fc.constantFrom('none', 'NONE', 'all', '')),
        online: fc.boolean(),
      },
      { requiredKeys: ['type', 'status'] },
    ),
    fc.record(
      {
        type: fc.constant('network' as const),
        error: fc.oneof(
          fc.anything(),
          fc.constantFrom(new TypeError('x'), named('AbortError'), named('TimeoutError')),
        ),
        notify: fc.option(fc.constantFrom('none', 'all')),
        online: fc.boolean(),
      },
      { requiredKeys: ['type'] },
    ),
  );

  it('never throws and never yields more than five messages, all of them strings', () => {
    fc.assert(
      fc.property(anyFailure, (failure) => {
        const notice = describeFailure(failure);
        if (notice?.kind === 'messages') {
          expect(notice.messages.length).toBeGreaterThan(0);
          expect(notice.messages.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGES);
          for (const message of notice.messages) expect(typeof message).toBe('string');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on any JSON text the server may send', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.json(), (status, text) => {
        describeFailure({ type: 'response', status, body: JSON.parse(text) });
      }),
      { numRuns: 1000 },
    );
  });

  it('is silent for every 401 and every request sent with notify none', () => {
    fc.assert(
      fc.property(anyFailure, (failure) => {
        const silenced = failure.notify?.toLowerCase() === 'none';
        const unauthorized = failure.type === 'response' && failure.status === 401;
        if (silenced || unauthorized) expect(describeFailure(failure)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
