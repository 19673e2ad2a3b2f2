import fc from 'fast-check';
import { loadContract } from '../../src/contract.ts';
import { dereference, type Json } from './contract.ts';

/** The part of JSON Schema the contract uses, after its `$ref`s are replaced by what they point to. */
export interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  contentMediaType?: string;
  contentSchema?: Schema;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

export interface SweptOperation {
  id: string;
  method: string;
  /** The contract's path under /api, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body?: { type: 'json' | 'multipart'; schema: Schema };
}

/** One request of the sweep: a valid request with one thing made bad, or a malformed body as a whole. */
export interface JunkRequest {
  /** What was made bad, for the failure message. */
  what: string;
  /** The field the junk went into, as a refusal's `field` names it (`ids.0`, `page`, `id`). */
  field?: string;
  /** The server must refuse it: 400 (naming `field`, when there is one). */
  refuse?: boolean;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the contract, with its parameters and request body schema. */
export async function contractOperations(): Promise<SweptOperation[]> {
  const contract = dereference((await loadContract()) as unknown as Json) as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: Schema }> };
        }
      >
    >;
  };
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        const multipart = content['multipart/form-data']?.schema;
        return {
          id: operation.operationId,
          method: method.toUpperCase(),
          path: `/api${path}`,
          parameters: operation.parameters ?? [],
          body: json
            ? { type: 'json' as const, schema: json }
            : multipart
              ? { type: 'multipart' as const, schema: multipart }
              : undefined,
        };
      }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Valid values, built from a schema

/** The branch of a `oneOf` / type union a valid value is built from: the first that is not null. */
function concrete(schema: Schema): Schema {
  const branch = (schema.oneOf ?? schema.anyOf)?.find((option) => typeOf(option) !== 'null');
  return branch ? concrete(branch) : schema;
}

function typeOf(schema: Schema): string | undefined {
  const types = [schema.type ?? []].flat();
  return types.find((type) => type !== 'null') ?? types[0];
}

function allowsType(schema: Schema, type: string): boolean {
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return options.some((option) => allowsType(option, type));
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return true;
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

function validString(schema: Schema): string {
  if (schema.format === 'date') return '2026-03-10';
  if (schema.format === 'date-time') return '2026-03-10T09:30:00+05:00';
  if (schema.format === 'uri') return 'https://example.com/sweep';
  if (schema.pattern !== undefined) {
    // Deterministic: the same pattern gives the same value in every run.
    const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 2026, numRuns: 1 });
    return value!;
  }
  return 'Sweep'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 255);
}

const STRONG_PASSWORD = 'Qovun-sayil-7431';

/**
 * A valid value for the schema. The contract's examples are left alone: its example phone is the administrator's,
 * and wrong passwords for it would lock the sweep's own sign-in.
 */
export function validValue(schema: Schema): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((value) => value !== null);
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([name, property]) => [
          name,
          // A new password must pass the server's policy too (not common, not the name), or it hides the junk.
          name === 'password' ? STRONG_PASSWORD : validValue(property),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => validValue(s.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'string':
      return validString(s);
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Junk. Each value says whether the server must refuse it (a 400 naming its field) or may take it, as long as it
// answers without a 5xx: text with a NUL, integers beyond 32 bits (or the contract's bounds) or not written as
// decimal digits, days that are not on the calendar and values of the wrong type are refused.

interface Junk {
  value: string;
  refuse: boolean;
}

const refused = (...values: string[]): Junk[] => values.map((value) => ({ value, refuse: true }));
const allowed = (...values: string[]): Junk[] => values.map((value) => ({ value, refuse: false }));

const BIG = 'x'.repeat(100_000);
const INT32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

const NOT_DATES = [
  ...['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-01-32', '2026-01-00', '99999-01-01'],
  ...['0000-00-00', '-001000-01-01', '+002026-01-01', '2026-1-1', '20260101', ' 2026-01-01'],
  '2026-01-01T00:00:00Z',
];
/** Real days, if odd ones: the server may take them or refuse them, but not fail on them. */
const ODD_DATES = ['0000-01-01', '0001-01-01', '9999-12-31', '1900-01-01'];

const NOT_DATE_TIMES = [
  ...['2026-01-01T00:00:00+99:00', '2026-01-01T00:00:00+24:00', '2026-01-01T25:00:00Z'],
  ...[
    '2026-12-31T23:59:60+05:00',
    '2026-02-30T00:00:00Z',
    '99999-01-01T00:00:00Z',
    '+002026-01-01T00:00:00Z',
  ],
  ...['2026-01-01T00:00:00', '2026-01-01'],
];
const ODD_DATE_TIMES = [
  ...[
    '2026-01-01T00:00:00-23:59',
    '2026-01-01T00:00:00+14:01',
    '2026-01-01T23:59:60Z',
    '0000-01-01T00:00:00Z',
  ],
  ...['0001-01-01T00:00:00+05:00', '9999-12-31T23:59:59-05:00', '2026-01-01 00:00:00Z'],
  ...['2026-01-01T00:00:00.1234567890123Z', '1969-12-31T23:59:59Z'],
];

/** Integers as a careless client writes them in a query string or a path (URL-encoded). */
const INTEGER_TEXTS = [
  ...[
    '0x10',
    '0X10',
    '1e3',
    '1E3',
    '%2016',
    '16%20',
    '%0916',
    '016',
    '%2B16',
    '16.0',
    '1.5',
    '-0',
    '-1',
    '0',
  ],
  ...['2147483647', '2147483648', '-2147483649', '4294967296', '9007199254740993', '99999999999999999999'],
  ...['1e308', 'abc', 'NaN', 'Infinity', '0b10', '0o20', '1_000', '%EF%BC%91%EF%BC%96', '16,17', 'true'],
];

/** Text that a database, a decoder or a LIKE pattern may trip over, already written for a URL. */
const TEXTS = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%',
  '%zz',
  '%E2%80%AE',
  '%5C',
  'a%5C',
  '%25',
  '_',
];

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A string whose values are few (enum, pattern, a date): most junk is certainly not one of them. */
const isConstrained = (s: Schema) => Boolean(s.enum || s.pattern || s.format);

/** Text the enum or pattern of the schema refuses. */
const misfits = (s: Schema, ...texts: string[]): Junk[] =>
  texts.map((value) => ({
    value,
    refuse: s.enum ? !s.enum.includes(value) : !new RegExp(s.pattern ?? '').test(value),
  }));

function bounds(s: Schema) {
  return typeOf(s) === 'integer'
    ? { minimum: s.minimum ?? INT32.minimum, maximum: s.maximum ?? INT32.maximum }
    : { minimum: s.minimum ?? -Infinity, maximum: s.maximum ?? Infinity };
}

/** Junk for a path or query parameter, URL-encoded as it goes on the wire. */
function textJunk(schema: Schema): Junk[] {
  const s = concrete(schema);
  const type = typeOf(s);
  const hasNul = (text: string) => decoded(text)?.includes('\u0000') ?? false;
  if (type === 'integer' || type === 'number') {
    const { minimum, maximum } = bounds(s);
    return [...TEXTS, ...INTEGER_TEXTS].map((value) => {
      const text = decoded(value) ?? '';
      const fits = /^-?[0-9]+$/.test(text) && Number(text) >= minimum && Number(text) <= maximum;
      return { value, refuse: !fits };
    });
  }
  if (type === 'boolean') return refused(...TEXTS, 'yes', '2', 'TRUE', '1.0', 'on', 'true%00');
  const valid = encodeURIComponent(String(validValue(s)));
  const junk: Junk[] = [
    ...TEXTS.map((value) => ({ value, refuse: hasNul(value) || isConstrained(s) })),
    { value: BIG, refuse: s.maxLength !== undefined || isConstrained(s) },
    { value: encodeURIComponent('я'.repeat(s.maxLength ?? 300)), refuse: isConstrained(s) },
    ...refused(`${valid}%00`, 'x%00'),
  ];
  if (s.maxLength !== undefined)
    junk.push(...refused('x'.repeat(s.maxLength + 1)), ...allowed('x'.repeat(s.maxLength)));
  if (s.format === 'date')
    junk.push(...refused(...NOT_DATES.map(encodeURIComponent)), ...allowed(...ODD_DATES));
  if (s.format === 'date-time')
    junk.push(
      ...refused(...NOT_DATE_TIMES.map(encodeURIComponent)),
      ...allowed(...ODD_DATE_TIMES.map(encodeURIComponent)),
    );
  if (s.enum || s.pattern)
    junk.push(
      ...misfits(s, `${String(validValue(s))} `, 'nope').map((junk) => ({
        ...junk,
        value: encodeURIComponent(junk.value),
      })),
      ...allowed(valid.toUpperCase()),
    );
  return junk;
}

/** Junk for a JSON value, as raw JSON text (so that `-0`, `1e400` and lone surrogates arrive as written). */
function jsonJunk(schema: Schema): Junk[] {
  const s = concrete(schema);
  const type = typeOf(s);
  const wrongTypes: Record<string, string> = {
    null: 'null',
    boolean: 'true',
    integer: '7',
    string: '"7"',
    object: '{"x":"7"}',
    array: '["7"]',
  };
  const junk = refused(
    ...Object.entries(wrongTypes)
      .filter(([other]) => !allowsType(schema, other))
      .map(([, raw]) => raw),
  );
  if (type === 'integer' || type === 'number') {
    const { minimum, maximum } = bounds(s);
    const numbers = [
      ...[
        '2147483647',
        '2147483648',
        '-2147483649',
        '4294967296',
        '9007199254740993',
        '99999999999999999999',
      ],
      ...['1e308', '1e400', '-1e400', '-0', '1.5', '1E3', '5e-324', '-1', '0'],
    ];
    for (const raw of numbers) {
      const value = JSON.parse(raw) as number;
      const fits = Number.isFinite(value) && value >= minimum && value <= maximum;
      junk.push({ value: raw, refuse: !fits || (type === 'integer' && !Number.isInteger(value)) });
    }
    junk.push(...refused('"16"', '"0x10"'));
  }
  if (type === 'boolean') junk.push(...refused('"true"', '1', '0'));
  if (type === 'string') {
    const valid = String(validValue(s));
    const constrained = isConstrained(s);
    junk.push(
      ...refused('"\\u0000"', '"a\\u0000b"', JSON.stringify(`${valid}\u0000`)),
      ...['"\\ud800"', '"a\\udc00b"', '"   "', '"\\u202e"', '"\\\\"', '"%_"'].map((value) => ({
        value,
        refuse: constrained,
      })),
      { value: '""', refuse: constrained || (s.minLength ?? 0) > 0 },
      { value: JSON.stringify(BIG), refuse: constrained || s.maxLength !== undefined },
      { value: JSON.stringify('я'.repeat(s.maxLength ?? 300)), refuse: constrained },
      { value: JSON.stringify('😀'.repeat(s.maxLength ?? 300)), refuse: constrained },
    );
    if (s.maxLength !== undefined)
      junk.push(...refused(JSON.stringify('x'.repeat(s.maxLength + 1))), {
        value: JSON.stringify('x'.repeat(s.maxLength)),
        refuse: constrained,
      });
    const quoted = (values: string[]) => values.map((value) => JSON.stringify(value));
    if (s.format === 'date') junk.push(...refused(...quoted(NOT_DATES)), ...allowed(...quoted(ODD_DATES)));
    if (s.format === 'date-time')
      junk.push(...refused(...quoted(NOT_DATE_TIMES)), ...allowed(...quoted(ODD_DATE_TIMES)));
    if (s.enum || s.pattern)
      junk.push(
        ...misfits(s, 'nope', ` ${valid}`).map((junk) => ({ ...junk, value: JSON.stringify(junk.value) })),
        ...allowed(JSON.stringify(valid.toUpperCase())),
      );
  }
  if (type === 'array') {
    const item = JSON.stringify(validValue(s.items ?? {}));
    junk.push(
      { value: '[]', refuse: (s.minItems ?? 0) > 0 },
      { value: '[null]', refuse: !allowsType(s.items ?? {}, 'null') },
      { value: `[${item},${item}]`, refuse: Boolean(s.uniqueItems) },
      { value: `[[${item}]]`, refuse: !allowsType(s.items ?? {}, 'array') },
      { value: `[${Array(10_000).fill(item).join(',')}]`, refuse: (s.maxItems ?? Infinity) < 10_000 },
    );
  }
  if (type === 'object')
    junk.push(
      { value: '{}', refuse: (s.required ?? []).length > 0 },
      { value: '{"x":1}', refuse: s.additionalProperties === false },
    );
  return junk;
}

/** Every place in a JSON value the sweep puts junk: each property, and the first item of each array. */
function locations(schema: Schema, value: unknown, path: (string | number)[] = []): Location[] {
  const s = concrete(schema);
  const here = path.length > 0 ? [{ path, schema }] : [];
  if (typeOf(s) === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return [
      ...here,
      ...Object.entries(s.properties ?? {}).flatMap(([name, property]) =>
        locations(property, record[name], [...path, name]),
      ),
    ];
  }
  if (typeOf(s) === 'array' && Array.isArray(value) && value.length > 0)
    return [...here, ...locations(s.items ?? {}, value[0], [...path, 0])];
  return here;
}

interface Location {
  path: (string | number)[];
  schema: Schema;
}

const PLACEHOLDER = '@@junk@@';

/** The value as JSON text, with the value at `path` replaced by the raw JSON text `raw`. */
function withRaw(value: unknown, path: (string | number)[], raw: string): string {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = PLACEHOLDER;
  return JSON.stringify(copy).replace(`"${PLACEHOLDER}"`, () => raw);
}

// ---------------------------------------------------------------------------------------------------------------
// Multipart bodies, written by hand so that they can be malformed

interface Part {
  /** The whole Content-Disposition value, for parts that break it; otherwise built from name and filename. */
  disposition?: string | Buffer;
  name?: string;
  filename?: string | Buffer;
  contentType?: string | Buffer;
  content: string | Buffer;
}

const BOUNDARY = 'karvon-sweep-boundary';
// A 1×1 PNG: a real picture, so that only the junk is wrong.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.disposition ??
      Buffer.concat([
        Buffer.from(`form-data; name="${part.name ?? ''}"`),
        ...(part.filename === undefined
          ? []
          : [Buffer.from('; filename="'), Buffer.from(part.filename), Buffer.from('"')]),
      ]);
    chunks.push(
      Buffer.from(`--${boundary}\r\n`),
      ...(disposition === ''
        ? []
        : [Buffer.from('Content-Disposition: '), Buffer.from(disposition), Buffer.from('\r\n')]),
      ...(part.contentType === undefined
        ? []
        : [Buffer.from('Content-Type: '), Buffer.from(part.contentType), Buffer.from('\r\n')]),
      Buffer.from('\r\n'),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A valid multipart body for the schema: a PNG for each binary property, text (or JSON) for the others. */
function validParts(schema: Schema): Part[] {
  return Object.entries(concrete(schema).properties ?? {}).map(([name, property]) => {
    const s = concrete(property);
    const isFile = s.format === 'binary' || concrete(s.items ?? {}).format === 'binary';
    if (isFile) return { name, filename: 'sweep.png', contentType: 'image/png', content: PNG };
    if (s.contentMediaType === 'application/json')
      return { name, content: JSON.stringify(validValue(s.contentSchema ?? { type: 'object' })) };
    return { name, content: String(validValue(s)) };
  });
}

interface MultipartJunk {
  what: string;
  field?: string;
  refuse?: boolean;
  contentType?: string;
  body: Buffer;
}

function multipartJunk(schema: Schema): MultipartJunk[] {
  const parts = validParts(schema);
  const valid = multipartBody(parts);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const file = parts.find((part) => part.filename !== undefined) ?? parts[0]!;
  const junk: MultipartJunk[] = [
    { what: 'multipart without a boundary', contentType: 'multipart/form-data', body: valid },
    { what: 'multipart with an empty boundary', contentType: 'multipart/form-data; boundary=', body: valid },
    {
      what: 'multipart with another boundary',
      contentType: 'multipart/form-data; boundary=other',
      body: valid,
    },
    { what: 'multipart/mixed', contentType: `multipart/mixed; boundary=${BOUNDARY}`, body: valid },
    { what: 'a truncated multipart body', body: valid.subarray(0, Math.floor(valid.length / 2)) },
    {
      what: 'multipart without its closing boundary',
      body: valid.subarray(0, valid.length - BOUNDARY.length - 6),
    },
    { what: 'a multipart body of garbage', body: Buffer.from('not multipart at all\r\n\r\n--') },
  ].map((broken) => ({ ...broken, refuse: true }));
  junk.push(
    // Busboy reads an empty body as a form without parts: "no file" is an answer as good as "malformed".
    { what: 'an empty multipart body', body: Buffer.alloc(0) },
    {
      what: 'a 200-character boundary',
      contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
      body: multipartBody(parts, 'b'.repeat(200)),
    },
    {
      what: 'a part without a name',
      body: multipartBody([{ ...file, name: undefined, disposition: 'form-data; filename="sweep.png"' }]),
    },
    { what: 'a part without Content-Disposition', body: multipartBody([{ ...file, disposition: '' }]) },
    {
      what: 'an attachment part',
      body: multipartBody([{ ...file, disposition: `attachment; name="${file.name}"` }]),
    },
    {
      what: '25 parts',
      body: multipartBody([
        ...parts,
        ...Array.from({ length: 25 }, (_, i) => ({ name: `x${i}`, content: 'x' })),
      ]),
    },
    { what: '12 files', body: multipartBody(Array.from({ length: 12 }, () => file)) },
    { what: 'a JSON body', contentType: 'application/json', body: Buffer.from('{}') },
  );
  for (const part of parts) {
    const field = part.name!;
    const replaced = (what: string, changed: Partial<Part>, refuse = false) =>
      junk.push({
        what: `${field}: ${what}`,
        field,
        refuse,
        body: multipartBody(parts.map((p) => (p === part ? { ...p, ...changed } : p))),
      });
    if (part.filename !== undefined) {
      replaced('a NUL in the file name', { filename: Buffer.from('sw\u0000eep.png') }, true);
      replaced(
        'a NUL in filename*',
        { disposition: `form-data; name="${field}"; filename*=UTF-8''sw%00eep.png` },
        true,
      );
      replaced('a file name that is not UTF-8', {
        filename: Buffer.from([0x73, 0xff, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x6e, 0x67]),
      });
      replaced('an empty file name', { filename: '' });
      replaced('a 100 KB file name', { filename: `${BIG}.png` });
      replaced('a file name with a path', { filename: '../../../etc/passwd.png' });
      replaced('no content type', { contentType: undefined });
      replaced('a NUL in the content type', { contentType: Buffer.from('image/png\u0000') });
      replaced('a junk content type', { contentType: ';;;/' });
      replaced('an empty file', { content: Buffer.alloc(0) });
      replaced('a field instead of a file', {
        filename: undefined,
        contentType: undefined,
        content: 'sweep',
      });
      junk.push({ what: `${field}: twice`, field, body: multipartBody([...parts, part]) });
    } else {
      replaced('a NUL', { content: 'a\u0000b' });
      replaced('bytes that are not UTF-8', { content: Buffer.from([0xff, 0xed, 0xa0, 0x80]) });
      replaced('empty', { content: '' });
      replaced('100 KB', { content: BIG });
      replaced('a file instead of a field', { filename: 'sweep.json', contentType: 'application/json' });
      const s = concrete(schema.properties?.[field] ?? {});
      if (s.contentMediaType === 'application/json') {
        replaced('JSON that does not parse', { content: '{' }, true);
        replaced('JSON null', { content: 'null' }, true);
        replaced('a JSON array', { content: '[]' }, true);
        replaced('deeply nested JSON', { content: '['.repeat(50_000) + ']'.repeat(50_000) }, true);
        const value = validValue(s.contentSchema ?? { type: 'object' });
        for (const location of locations(s.contentSchema ?? {}, value))
          for (const { value: raw, refuse } of jsonJunk(location.schema)) {
            const inner = location.path.join('.');
            junk.push({
              what: `${field}.${inner} = ${preview(raw)}`,
              field: `${field}.${inner}`,
              refuse,
              body: multipartBody(
                parts.map((p) => (p === part ? { ...p, content: withRaw(value, location.path, raw) } : p)),
              ),
            });
          }
      }
    }
  }
  return junk.map((item) => ({ ...item, contentType: item.contentType ?? type }));
}

// ---------------------------------------------------------------------------------------------------------------
// The requests

function preview(text: string): string {
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
}

/** Whole JSON bodies that are wrong as a whole. */
function jsonBodyJunk(
  valid: string,
): { what: string; contentType: string; payload: string | Buffer; refuse?: boolean }[] {
  const json = 'application/json';
  return [
    { what: 'an empty JSON body', contentType: json, payload: '' },
    { what: 'a body that is not JSON', contentType: json, payload: 'not json' },
    { what: 'a cut JSON body', contentType: json, payload: valid.slice(0, -1) },
    { what: 'a JSON array body', contentType: json, payload: '[]' },
    { what: 'a JSON string body', contentType: json, payload: '"x"' },
    { what: 'a JSON null body', contentType: json, payload: 'null' },
    { what: 'a JSON number body', contentType: json, payload: '1e400' },
    { what: 'a JSON body after a BOM', contentType: json, payload: `\ufeff${valid}`, refuse: false },
    { what: 'a JSON body with a NUL after it', contentType: json, payload: `${valid}\u0000` },
    { what: 'a raw control character in a JSON string', contentType: json, payload: '{"x":"a\u0001b"}' },
    {
      what: 'a JSON body that is not UTF-8',
      contentType: json,
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    },
    {
      what: 'deeply nested JSON arrays',
      contentType: json,
      payload: '['.repeat(100_000) + ']'.repeat(100_000),
    },
    {
      what: 'deeply nested JSON objects',
      contentType: json,
      payload: '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
    },
    { what: '__proto__ in the body', contentType: json, payload: '{"__proto__":{"polluted":1}}' },
    {
      what: 'constructor.prototype in the body',
      contentType: json,
      payload: '{"constructor":{"prototype":{"polluted":1}}}',
    },
    {
      what: 'a duplicated key',
      contentType: json,
      payload: valid.replace(/^\{/, '{"x":1,"x":2,'),
      refuse: false,
    },
    { what: 'a 2 MB JSON body', contentType: json, payload: JSON.stringify({ x: 'x'.repeat(2_000_000) }) },
    {
      what: 'JSON as UTF-16',
      contentType: 'application/json; charset=utf-16',
      payload: Buffer.from(valid, 'utf16le'),
    },
    { what: 'JSON sent as text/plain', contentType: 'text/plain', payload: valid },
    { what: 'a form body', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
    { what: 'multipart without a boundary', contentType: 'multipart/form-data', payload: valid },
  ];
}

/**
 * The junk requests for one operation, each a valid request with one thing made bad: every path and query
 * parameter, every field of the body (at any depth), the body as a whole, and a few headers. Path ids are 2 in
 * the valid request (1 is the administrator, whose account the sweep must keep).
 */
export function junkRequests(operation: SweptOperation): JunkRequest[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const validQuery = queryParameters
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, encodeURIComponent(String(validValue(parameter.schema)))] as const);

  const url = (pathValues: Record<string, string> = {}, query = validQuery.map(([n, v]) => `${n}=${v}`)) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '2');
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  };
  const { method } = operation;
  const requests: JunkRequest[] = [];

  let validBody: { contentType: string; payload: string | Buffer } | undefined;
  if (operation.body?.type === 'json')
    validBody = {
      contentType: 'application/json',
      payload: JSON.stringify(validValue(operation.body.schema)),
    };
  if (operation.body?.type === 'multipart')
    validBody = {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: multipartBody(validParts(operation.body.schema)),
    };
  const withValidBody = (request: JunkRequest): JunkRequest =>
    validBody
      ? {
          ...request,
          headers: { 'content-type': validBody.contentType, ...request.headers },
          payload: validBody.payload,
        }
      : request;

  requests.push(withValidBody({ what: 'the valid request', method, url: url() }));

  for (const parameter of pathParameters)
    for (const { value, refuse } of textJunk(parameter.schema))
      requests.push(
        withValidBody({
          what: `path ${parameter.name}=${preview(value)}`,
          // An address that does not decode is refused before routing, where no parameter has a name yet.
          field: decoded(value) === undefined ? undefined : parameter.name,
          // An empty segment is another address (which no operation has, or another operation's).
          refuse: refuse && value !== '',
          method,
          url: url({ [parameter.name]: value }),
        }),
      );

  for (const parameter of queryParameters) {
    const others = validQuery.filter(([name]) => name !== parameter.name).map(([n, v]) => `${n}=${v}`);
    const valid = encodeURIComponent(String(validValue(parameter.schema)));
    const empty = textJunk(parameter.schema).find((junk) => junk.value === '')!;
    const variants = [
      ...textJunk(parameter.schema).map(({ value, refuse }) => ({
        query: [`${parameter.name}=${value}`],
        refuse,
      })),
      { query: [`${parameter.name}=${valid}`, `${parameter.name}=${valid}`], refuse: true },
      { query: [`${parameter.name}[]=${valid}`], refuse: false },
      { query: [`${parameter.name}`], refuse: empty.refuse },
    ];
    for (const { query, refuse } of variants)
      requests.push(
        withValidBody({
          what: `query ${preview(query.join('&'))}`,
          field: parameter.name,
          refuse,
          method,
          url: url({}, [...others, ...query]),
        }),
      );
  }
  requests.push(
    withValidBody({
      what: 'query __proto__',
      method,
      url: url({}, ['__proto__[x]=1', 'constructor[prototype][x]=1']),
    }),
  );

  const body = operation.body;
  if (body?.type === 'json') {
    const value = validValue(body.schema);
    for (const location of locations(body.schema, value)) {
      const field = location.path.join('.');
      for (const { value: raw, refuse } of jsonJunk(location.schema))
        requests.push({
          what: `body ${field} = ${preview(raw)}`,
          field,
          refuse,
          method,
          url: url(),
          headers: { 'content-type': 'application/json' },
          payload: withRaw(value, location.path, raw),
        });
    }
  }
  if (body?.type === 'multipart') {
    for (const junk of multipartJunk(body.schema))
      requests.push({
        what: junk.what,
        field: junk.field,
        refuse: junk.refuse,
        method,
        url: url(),
        headers: { 'content-type': junk.contentType! },
        payload: junk.body,
      });
  }
  const validJson = body?.type === 'json' ? JSON.stringify(validValue(body.schema)) : '{"x":1}';
  const wholeBodies = body?.type === 'multipart' ? [] : jsonBodyJunk(validJson);
  // An operation without a body may ignore one; one with a JSON body refuses a body that is not its JSON.
  for (const junk of body ? wholeBodies : wholeBodies.filter((_, index) => index % 4 === 1))
    requests.push({
      what: junk.what,
      refuse: body !== undefined && junk.refuse !== false,
      method,
      url: url(),
      headers: { 'content-type': junk.contentType },
      payload: junk.payload,
    });

  for (const [name, value] of [
    ['accept-language', 'uz-Cyrl;q=abc, ru;q=2, *;q=-1'],
    ['accept-language', 'x'.repeat(8_000)],
    ['accept-encoding', 'br;q=abc, gzip;q=2, *;q=-1'],
  ] as const)
    requests.push(
      withValidBody({
        what: `header ${name}: ${preview(value)}`,
        method,
        url: url(),
        headers: { [name]: value },
      }),
    );

  return requests;
}
