import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKarvonClients } from './clients.ts';
import { MAX_ERROR_MESSAGES } from './error-items.ts';
import type { ErrorNotice } from './error-notice.ts';
import { createMemoryTokenStore } from './memory-token-store.ts';
import { ApiError } from './request-errors.ts';
import { getApplication } from './resources/applications.ts';

// SPEC §8 under fire: 10,000 arbitrary answers (any status 100–599, broken JSON, HTML, empty and huge bodies,
// messages quoting the session's tokens) go through the real client — openapi-fetch, the refresh queue, failure
// reporting and describeFailure. Nothing may throw but the ApiError the caller expects, no notice may carry more
// than five messages, and no notice may show a token.

const RUNS = 10_000;

const base64Url = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''),
);
const segment = (minLength: number) => fc.string({ unit: base64Url, minLength, maxLength: minLength + 40 });
const sessionTokens = fc.record({
  access: fc
    .tuple(segment(8), segment(8), segment(16))
    .map(([head, body, sig]) => `eyJ${head}.${body}.${sig}`),
  refresh: segment(24),
});
type Tokens = { access: string; refresh: string };

const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('Нет доступа', 'Ariza topilmadi', 'Ариза топилмади', '', '   ', 'null'),
);

/** A message that may quote a token, whole or among other words. */
const message = (tokens: Tokens) =>
  fc.oneof(
    { arbitrary: text, weight: 3 },
    {
      arbitrary: fc
        .tuple(text, fc.constantFrom(tokens.access, tokens.refresh, `Bearer ${tokens.access}`), text)
        .map(([before, token, after]) => `${before}${token}${after}`),
      weight: 2,
    },
  );

const errorsBody = (tokens: Tokens) =>
  fc.record({
    errors: fc.array(
      fc.oneof(
        fc.record(
          { message: message(tokens), field: fc.string({ maxLength: 10 }) },
          { requiredKeys: ['message'] },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      { maxLength: 20 },
    ),
  });

/** Between 100 KB and 1 MB: a giant message, a giant errors array or a giant error page, each quoting a token. */
const hugeBody = (tokens: Tokens) =>
  fc
    .tuple(fc.integer({ min: 100_000, max: 1_000_000 }), fc.constantFrom('message', 'array', 'html'))
    .map(([size, shape]) => {
      const filler = 'Ошибка xatolik '.repeat(Math.ceil(size / 15)).slice(0, size);
      if (shape === 'message')
        return JSON.stringify({ errors: [{ message: `${filler}${tokens.access}${filler}` }] });
      if (shape === 'html') return `<html><body><pre>${filler}${tokens.refresh}</pre></body></html>`;
      const entry = { message: `Token ${tokens.refresh} noto‘g‘ri` };
      return JSON.stringify({ errors: Array.from({ length: Math.ceil(size / 60) }, () => entry) });
    });

const bodyText = (tokens: Tokens) =>
  fc.oneof(
    { arbitrary: errorsBody(tokens).map((body) => JSON.stringify(body)), weight: 60 },
    { arbitrary: fc.json({ maxDepth: 3 }), weight: 30 },
    {
      arbitrary: fc
        .tuple(errorsBody(tokens), fc.nat())
        .map(([body, cut]) => JSON.stringify(body).slice(0, cut % 200)),
      weight: 30,
    },
    {
      arbitrary: fc
        .tuple(message(tokens), fc.integer({ min: 100, max: 599 }))
        .map(([detail, code]) => `<!doctype html><html><body><h1>${code}</h1><p>${detail}</p></body></html>`),
      weight: 30,
    },
    { arbitrary: text, weight: 20 },
    { arbitrary: fc.constant(''), weight: 10 },
    { arbitrary: hugeBody(tokens), weight: 1 },
  );

const answers = sessionTokens.chain((tokens) =>
  fc.record({
    tokens: fc.constant(tokens),
    status: fc.oneof(
      { arbitrary: fc.integer({ min: 100, max: 599 }), weight: 2 },
      // The statuses whose messages are shown, more often than chance would pick them.
      { arbitrary: fc.constantFrom(400, 403, 404), weight: 2 },
      { arbitrary: fc.constantFrom(401, 422, 429, 500), weight: 1 },
    ),
    body: bodyText(tokens),
    contentType: fc.option(fc.constantFrom('application/json', 'text/html; charset=utf-8', 'text/plain')),
    notify: fc.oneof(
      { arbitrary: fc.constant(false), weight: 3 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
    online: fc.boolean(),
  }),
);
type Answer = typeof answers extends fc.Arbitrary<infer T> ? T : never;

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The answer as fetch would hand it over. `Response` refuses 1xx statuses and bodies on 204/205/304, which a
 * misbehaving proxy may still produce: those get a 200 Response that reports the generated status.
 */
function responseOf({ status, body, contentType }: Answer): Response {
  const headers = contentType ? { 'Content-Type': contentType } : undefined;
  if (status >= 200 && !(NULL_BODY_STATUSES.has(status) && body !== '')) {
    return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers });
  }
  const response = new Response(body, { status: 200, headers });
  Object.defineProperties(response, { status: { value: status }, ok: { value: false } });
  return response;
}

async function answer(generated: Answer) {
  const { tokens, notify, online } = generated;
  const notices: ErrorNotice[] = [];
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    // Every request, the refresh after a 401 included, gets this answer.
    fetch: async () => responseOf(generated),
    tokenStore: createMemoryTokenStore({ accessToken: tokens.access, refreshToken: tokens.refresh }),
    onError: (notice) => notices.push(notice),
    isOnline: () => online,
  });
  const outcome = await getApplication(clients, 1, notify ? { notify: 'none' } : undefined).then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return { outcome, notices };
}

describe(`describeFailure through the client, ${RUNS} arbitrary answers`, () => {
  it('never throws, never shows more than five messages, never shows a token', async () => {
    const seen = { huge: 0, withToken: 0, messages: 0 };
    await fc.assert(
      fc.asyncProperty(answers, async (generated) => {
        const { tokens, status, body, notify } = generated;
        const { outcome, notices } = await answer(generated);
        const success = status >= 200 && status < 300;

        // A failure reaches the caller as an ApiError and nothing else. (A success whose body is no JSON breaks
        // the contract; the caller gets the parser's error then, and nothing is reported.)
        if (!success) expect(outcome.ok ? undefined : outcome.error).toBeInstanceOf(ApiError);
        if (success || notify || status === 401) expect(notices).toEqual([]);
        expect(notices.length).toBeLessThanOrEqual(1);
        for (const notice of notices) {
          if (notice.kind === 'messages') {
            expect(notice.messages.length).toBeGreaterThan(0);
            expect(notice.messages.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGES);
            seen.messages += 1;
          }
          const shown = JSON.stringify(notice);
          expect(shown).not.toContain(tokens.access);
          expect(shown).not.toContain(tokens.refresh);
        }
        if (body.length >= 100_000) seen.huge += 1;
        if (body.includes(tokens.access) || body.includes(tokens.refresh)) seen.withToken += 1;
      }),
      { numRuns: RUNS },
    );
    // The generators must really produce what the test claims to cover.
    expect(seen.huge).toBeGreaterThan(0);
    expect(seen.withToken).toBeGreaterThan(RUNS / 10);
    expect(seen.messages).toBeGreaterThan(RUNS / 20);
    // ~5 s alone; ~45-65 s while `npm test` runs every suite at once on two cores. A bound against a hang, not a budget.
  }, 240_000);
});
