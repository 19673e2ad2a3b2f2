import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectContractAnswer } from './helpers/contract.ts';
import { contractOperations, junkRequests, validValue, type JunkRequest } from './helpers/junk.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

/**
 * Junk in every parameter and body field of every operation of the contract, sent as the administrator so that
 * the guard lets it through: whatever arrives, the answer is never a 5xx, never leaks a stack or SQL, comes in
 * time, and a refusal is a 4xx with `errors`. Junk the server must refuse (helpers/junk.ts says which) is a 400
 * naming the field, decided at validation rather than by the database.
 */

const operations = await contractOperations();

// Text of a stack trace or of the database in a refusal (refusals carry only our own sentences).
const LEAK =
  /\bat .*\.[cm]?[jt]s:\d+|node_modules|\bselect\b.*\bfrom\b|\binsert into\b|\bviolates\b|syntax error|postgres|pglite|drizzle|\brelation "|\bcolumn "/i;
const ANSWER_WITHIN_MS = 5_000;

let server: TestServer;
let token: string;
const answers: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, none: 0 };
const withServerError = new Set<string>();
let slowest = 0;
const startedAt = performance.now();

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(ADMIN)).access_token;
});

afterAll(async () => {
  const total = Object.values(answers).reduce((sum, count) => sum + count, 0);
  const classes = Object.entries(answers)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  console.log(
    `junk sweep: ${total} requests over ${operations.length} operations (${classes}); ` +
      `${withServerError.size} operations answered 5xx; slowest answer ${Math.round(slowest)} ms; ` +
      `${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  await server?.close();
});

/** Signs the administrator in again when a request of the sweep ended the session (logout does). */
async function ensureSignedIn() {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/uz/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode === 401) token = (await server.login(ADMIN)).access_token;
}

async function send(request: JunkRequest): Promise<LightMyRequestResponse | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ANSWER_WITHIN_MS);
  });
  const started = performance.now();
  const response = await Promise.race([
    server.app.inject({
      // Junk comes from an address of its own, so that sign-in throttling of it leaves the re-sign-in alone.
      remoteAddress: '203.0.113.7',
      method: request.method as 'GET',
      url: request.url,
      headers: { authorization: `Bearer ${token}`, ...request.headers },
      ...(request.payload !== undefined && { payload: request.payload }),
    }),
    timeout,
  ]);
  clearTimeout(timer);
  slowest = Math.max(slowest, performance.now() - started);
  return response;
}

/** What is wrong with one answer, if anything. */
function problemsOf(request: JunkRequest, response: LightMyRequestResponse | undefined): string[] {
  if (response === undefined) return [`no answer within ${ANSWER_WITHIN_MS} ms`];
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`${status}: ${response.body.slice(0, 200)}`);
  else if (request.refuse && status !== 400)
    problems.push(`${status} where a refusal (400) was due: ${response.body.slice(0, 200)}`);
  if (status < 400) return problems;
  if (LEAK.test(response.body)) problems.push(`${status} leaks: ${response.body.slice(0, 300)}`);
  let errors: { message?: unknown; field?: unknown }[] | undefined;
  try {
    errors = response.json<{ errors?: typeof errors }>().errors;
  } catch {
    // not JSON: reported below
  }
  if (!Array.isArray(errors) || errors.length === 0 || errors.some((e) => typeof e.message !== 'string'))
    problems.push(`${status} without errors: ${response.body.slice(0, 200)}`);
  // Junk that must be refused at validation names its field; other junk may meet a business rule's refusal, a 400
  // too (SPEC §8 shows its sentences), which names the field it blames, if any.
  else if (status === 400 && request.refuse && request.field !== undefined) {
    const named = errors.some(
      (error) =>
        typeof error.field === 'string' &&
        (error.field === request.field || error.field.startsWith(`${request.field}.`)),
    );
    if (!named) problems.push(`400 without the field ${request.field} named: ${response.body.slice(0, 200)}`);
  }
  try {
    expectContractAnswer(request.method, request.url, response);
  } catch (error) {
    problems.push(`not as the contract says: ${(error as Error).message.split('\n')[0]}`);
  }
  return problems;
}

it('builds valid requests to start from, so that one bad field at a time gets past the rest', () => {
  expect(operations.length).toBeGreaterThan(100);
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  for (const { id, body } of operations) {
    // A JSON body, or the JSON parts of a multipart body.
    const properties = Object.values(body?.schema.properties ?? {});
    const schemas =
      body?.type === 'json' ? [body.schema] : properties.flatMap((part) => part.contentSchema ?? []);
    for (const schema of schemas) {
      const validate = ajv.compile(schema);
      expect(validate(validValue(schema)) ? [] : validate.errors, id).toEqual([]);
    }
  }
});

it('refuses an id written in hex rather than reading it as another record', async () => {
  // Ajv's coercion read "0x10" as 16: this deleted permission 16.
  const response = await server.call({ method: 'DELETE', url: '/api/uz/permission/0x10', token });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    errors: [{ message: 'Поле «ID» должно быть целым числом', field: 'id' }],
  });
  const kept = await server.call({ method: 'GET', url: '/api/uz/permission/16', token });
  expect(kept.statusCode).toBe(200);
});

it.each(operations.map((operation) => [operation.id, operation] as const))(
  '%s: junk is refused with a 4xx and errors, never a 5xx, a leak or a hang',
  async (id, operation) => {
    await ensureSignedIn();
    const problems: string[] = [];
    for (const request of junkRequests(operation)) {
      const response = await send(request);
      const status = response?.statusCode;
      answers[status === undefined ? 'none' : `${Math.floor(status / 100)}xx`]! += 1;
      if (status !== undefined && status >= 500) withServerError.add(id);
      problems.push(...problemsOf(request, response).map((problem) => `${request.what} → ${problem}`));
    }
    expect(problems).toEqual([]);
  },
  180_000,
);
