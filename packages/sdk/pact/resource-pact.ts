// Table-driven Pact interactions for the resource functions: each case drives the real SDK function against the mock
// server and checks that it returns what the provider answered (or rejects with that answer as an ApiError).
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { createKarvonClients, type KarvonClients } from '../src/clients.ts';
import { createMemoryTokenStore } from '../src/memory-token-store.ts';
import { ApiError } from '../src/request-errors.ts';
import { bearer, errorBody, STATES, TOKENS } from './pact.ts';

const { eachLike, integer, like, regex, reify, string } = MatchersV3;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface PactCase {
  /** The interaction's description (`uponReceiving`): unique in the pact. */
  name: string;
  /** Provider states besides the signed-in one, which comes last. */
  given?: readonly string[];
  /** Who is signed in: the administrator (default), the manager, or nobody (public calls: no token is sent). */
  as?: 'admin' | 'manager' | 'anonymous';
  method: Method;
  path: string;
  query?: Record<string, string>;
  body?: Json;
  /** A multipart/form-data body of one file part (Pact compares the part's name and detected content type). */
  multipart?: { part: string; file: string; contentType: string };
  /** A multipart/form-data body of several parts (a JSON field beside a file); each part matched by its type. */
  parts?: readonly MultipartPart[];
  status: number;
  /** The response body, with matchers; none for 204. */
  response?: unknown;
  /** A file answered instead of JSON: its exact bytes and type (the call must resolve to a Blob of them). */
  file?: { contentType: string; content: Buffer };
  call: (clients: KarvonClients) => Promise<unknown>;
}

export interface MultipartPart {
  name: string;
  content: string | Buffer;
  /** For a file part: its name and type, as the SDK's FormData sends them. */
  file?: { name: string; contentType: string };
}

const BOUNDARY = 'karvon-pact-boundary';
/** Any boundary: the SDK's FormData picks its own. */
const MULTIPART_TYPE = 'multipart/form-data;(\\s*charset=[^;]*;)?\\s*boundary=.*';

function multipartBytes(parts: readonly MultipartPart[]): Buffer {
  const chunks = parts.flatMap(({ name, content, file }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
        (file ? `; filename="${file.name}"\r\nContent-Type: ${file.contentType}` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
const MOCK_SERVER_SETTLE_MS = 20;

const SIGNED_IN = {
  admin: { state: STATES.administratorSignedIn, token: TOKENS.admin },
  manager: { state: STATES.managerSignedIn, token: TOKENS.manager },
  anonymous: { state: undefined, token: undefined },
} as const;

/**
 * Each interaction gets a fresh mock server, often on the port the previous one had: a pooled keep-alive socket to
 * the previous (closing) server would carry the request there and fail the test now and then.
 */
const withoutKeepAlive = (request: Request) => {
  request.headers.set('Connection', 'close');
  return globalThis.fetch(request);
};

/** One `it` per case, all on one pact. */
export function pactCases(pact: PactV4, cases: readonly PactCase[]): void {
  for (const pactCase of cases) {
    it(pactCase.name, () => verify(pact, pactCase));
  }
}

async function verify(pact: PactV4, c: PactCase): Promise<void> {
  const who = SIGNED_IN[c.as ?? 'admin'];
  const states = [...(c.given ?? []), ...(who.state ? [who.state] : [])];
  let builder = pact.addInteraction();
  for (const state of states) builder = builder.given(state);
  await builder
    .uponReceiving(c.name)
    .withRequest(c.method, c.path, (request) => {
      if (who.token) request.headers(bearer(who.token));
      if (c.query) request.query(c.query);
      if (c.body !== undefined) request.jsonBody(c.body);
      // A fixed boundary keeps the pact file identical from run to run.
      if (c.multipart)
        request.multipartBody(c.multipart.contentType, c.multipart.file, c.multipart.part, BOUNDARY);
      if (c.parts) {
        const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
        request.headers({ 'Content-Type': regex(MULTIPART_TYPE, contentType) });
        request.body(contentType, multipartBytes(c.parts));
        // A binary body is matched by its content type as a whole ($), which multipart matching applies to every
        // part; a rule per part (the builder has no method for it, the interaction has) checks each part's own type.
        const rules = Object.fromEntries(
          c.parts.map((part) => [
            `$.${part.name}`,
            {
              combine: 'AND',
              matchers: [{ match: 'contentType', value: part.file?.contentType ?? 'application/json' }],
            },
          ]),
        );
        (
          request as unknown as { interaction: { withRequestMatchingRules(rules: string): void } }
        ).interaction.withRequestMatchingRules(JSON.stringify({ body: rules }));
      }
    })
    .willRespondWith(c.status, (response) => {
      if (c.response !== undefined) response.jsonBody(c.response);
      if (c.file) response.body(c.file.contentType, c.file.content);
    })
    .executeTest(async (server) => {
      const clients = createKarvonClients({
        baseUrl: server.url,
        fetch: withoutKeepAlive,
        tokenStore: createMemoryTokenStore(who.token ? { accessToken: who.token, tokenType: 'Bearer' } : {}),
      });
      const outcome = await c.call(clients).then(
        (value: unknown) => ({ value }),
        (error: unknown) => ({ error }),
      );
      // The mock server may answer before it records the request as matched; checked at once, a served request is
      // now and then reported as "expected but not received". Give it a moment.
      await new Promise((resolve) => setTimeout(resolve, MOCK_SERVER_SETTLE_MS));
      const answered =
        c.response === undefined ? undefined : reify<{ data?: Json; meta?: Json; errors?: Json }>(c.response);

      if (c.status < 300 && c.file) {
        expect(outcome).not.toHaveProperty('error');
        const blob = (outcome as { value: Blob }).value;
        expect(blob).toBeInstanceOf(Blob);
        expect(blob.type).toBe(c.file.contentType);
        expect(Buffer.from(await blob.arrayBuffer()).equals(c.file.content)).toBe(true);
      } else if (c.status < 300) {
        expect(outcome).not.toHaveProperty('error');
        // Lists come back whole ({data, meta}); one record or a bare collection comes back unwrapped.
        const expected =
          answered === undefined ? undefined : answered.meta === undefined ? answered.data : answered;
        expect((outcome as { value: unknown }).value).toEqual(expected);
      } else {
        const { error } = outcome as { error: unknown };
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(c.status);
        expect((error as ApiError).errors).toEqual(answered?.errors);
      }
    });
}

/** `{data: [row, …], meta}`: at least one row of the example's type. */
export const page = (row: unknown, perPage = 20) => ({
  data: eachLike(row),
  meta: { current_page: 1, per_page: perPage, total: integer(1), last_page: integer(1) },
});

/** `{data: [], meta}`: nothing matched. */
export const emptyPage = (perPage = 20) => ({
  data: [],
  meta: { current_page: 1, per_page: perPage, total: 0, last_page: 1 },
});

/** `{data: record}` matched by type. */
export const one = (record: unknown) => ({ data: like(record) });

/** `{data: [item, …]}`, not paged. */
export const all = (item: unknown) => ({ data: eachLike(item) });

/** A business-rule refusal naming the offending field. */
export const fieldErrors = (message: string, field: string) => ({
  errors: eachLike({ message: string(message), field: string(field) }),
});

export const forbidden = () => errorBody('У вас нет доступа к этому действию');
export const notFound = () => errorBody('Запись не найдена');
