import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyRequest, FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import type { Language } from './domain/application-messages.ts';
import { HttpError, messages, type Refusal } from './http-errors.ts';
import { validationSentence } from './validation-messages.ts';

/** A compiled schema: whether the data passes, and why not (as Ajv's errors). */
type Check = ((data: unknown) => boolean) & { errors: ErrorObject[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The JSON parts of a multipart body (`contentSchema` in the contract), by part name: see `checkJsonPart`. */
    jsonParts?: Record<string, Check>;
    /** The contract lets the body be left out (`requestBody.required` is not true): none is read as `{}`. */
    optionalBody?: boolean;
  }
}

/** Ids, counts and minutes are PostgreSQL `integer` columns: an integer the contract leaves unbounded fits in 32 bits. */
const INTEGER_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 };
/** Business days and moments; far outside them PostgreSQL and JavaScript disagree about (or refuse) a date. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

type TextCheck = { validate: (text: string) => boolean };
const isDate = (fullFormats.date as TextCheck).validate;
const isDateTime = (fullFormats['date-time'] as TextCheck).validate;
const inYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

function createAjv(options: Options): Ajv2020 {
  // The contract keeps OpenAPI annotations (`examples`, `description`) inside schemas; nullable fields use type unions.
  // strictNumbers: Infinity and NaN are not numbers (JSON's 1e400 parses to Infinity).
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strictNumbers: true, ...options });
  addFormats.default(ajv);
  // Real calendar days (no 30 February) in sane years; a moment also as JavaScript reads it (no leap second).
  ajv.addFormat('date', (text: string) => isDate(text) && inYears(text));
  ajv.addFormat(
    'date-time',
    (text: string) => isDateTime(text) && !Number.isNaN(Date.parse(text)) && inYears(text),
  );
  return ajv;
}

const BODY_OPTIONS: Options = { coerceTypes: false, removeAdditional: false, useDefaults: false };

/** A copy of the schema in which every integer the contract leaves unbounded gets the 32-bit range. */
function withIntegerRange(schema: unknown, copies = new Map<object, unknown>()): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  if (copies.has(schema)) return copies.get(schema);
  if (Array.isArray(schema)) return schema.map((item: unknown) => withIntegerRange(item, copies));
  const copy: Record<string, unknown> = {};
  copies.set(schema, copy);
  for (const [key, value] of Object.entries(schema)) copy[key] = withIntegerRange(value, copies);
  if ([copy.type].flat().includes('integer')) {
    copy.minimum ??= INTEGER_RANGE.minimum;
    copy.maximum ??= INTEGER_RANGE.maximum;
  }
  return copy;
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathOf(visit: Visit): string {
  let path = '';
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent)
    path = `/${at.key.replace(/~/g, '~0').replace(/\//g, '~1')}${path}`;
  return path;
}

/**
 * PostgreSQL cannot store U+0000 in text: one rule for every string of a request, keys included, at any depth.
 * Walked with a stack of its own (and paths written only for a finding): a body may nest 100,000 arrays deep.
 */
function nulErrors(value: unknown, instancePath = ''): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const found = (visit: Visit) =>
    errors.push({
      keyword: 'nul',
      instancePath: `${instancePath}${pathOf(visit)}`,
      schemaPath: '',
      params: {},
    });
  const pending: Visit[] = [{ value }];
  // The answer shows 5 errors at most, so the walk ends at 5 findings.
  for (let visit = pending.pop(); visit !== undefined && errors.length < 5; visit = pending.pop()) {
    if (typeof visit.value === 'string' && visit.value.includes('\u0000')) found(visit);
    if (visit.value === null || typeof visit.value !== 'object') continue;
    for (const [key, item] of Object.entries(visit.value)) {
      const child = { value: item, key, parent: visit };
      if (key.includes('\u0000')) found(child);
      pending.push(child);
    }
  }
  return errors;
}

/**
 * An integer in a path or query string is plain decimal digits: Ajv's coercion would read "0x10", "1e3" and " 16"
 * as numbers (and `DELETE …/permission/0x10` would delete permission 16).
 */
function notDecimalErrors(data: unknown, schema: unknown): ErrorObject[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const value: unknown = (data as Record<string, unknown> | null)?.[name];
    const isInteger = [property.type].flat().includes('integer');
    return isInteger && [value].flat().some((item) => typeof item === 'string' && !/^-?[0-9]+$/.test(item))
      ? [{ keyword: 'type', instancePath: `/${name}`, schemaPath: '', params: { type: 'integer' } }]
      : [];
  });
}

/**
 * The contract's schema with the server's rules on top, so that a request is refused here rather than by the
 * database: integers beyond 32 bits (unless the contract allows more), a NUL in any string and, in a path or
 * query string (`text`), integers not written as decimal digits.
 */
function compile(ajv: Ajv2020, schema: unknown, text: boolean): Check {
  const validate = ajv.compile(withIntegerRange(schema) as object);
  const check = (data: unknown) => {
    const found = [...nulErrors(data), ...(text ? notDecimalErrors(data, schema) : [])];
    const valid = validate(data);
    check.errors = [...found, ...(valid ? [] : (validate.errors ?? []))];
    return check.errors.length === 0;
  };
  check.errors = [] as ErrorObject[];
  return check;
}

/**
 * Bodies are validated exactly as sent: no coercion ("1" is not 1) and no silent stripping of unknown fields.
 * Query strings and path parameters are text by nature, so they are coerced to the declared types and get defaults.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createAjv(BODY_OPTIONS);
  const parameterAjv = createAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true });
  return ({ schema, httpPart }) =>
    httpPart === 'body' ? compile(bodyAjv, schema, false) : compile(parameterAjv, schema, true);
}

const partAjv = createAjv(BODY_OPTIONS);

/**
 * Checks a JSON part of a multipart body (already parsed) as a JSON body is checked, against the `contentSchema`
 * the contract gives the part: 400 naming `<part>.<field>` otherwise.
 */
export function checkJsonPart(request: FastifyRequest, name: string, value: unknown): void {
  const check = request.routeOptions.config.jsonParts?.[name];
  if (check === undefined || check(value)) return;
  const errors = check.errors.map((error) => ({ ...error, instancePath: `/${name}${error.instancePath}` }));
  throw new HttpError(400, describeValidationErrors(errors));
}

/**
 * Whether an error met while streaming a multipart body means the body is malformed (it breaks off, has no or
 * another boundary, a broken part header): busboy's errors carry no status, unlike the plugin's limits.
 */
export function isMalformedMultipart(error: unknown): boolean {
  return !(error instanceof HttpError) && typeof (error as { statusCode?: unknown }).statusCode !== 'number';
}

/** Text from outside a JSON body (a file name in a multipart body) under the rule of every string: no NUL. */
export function checkText(field: string, text: string): void {
  const errors = nulErrors(text, `/${field}`);
  if (errors.length > 0) throw new HttpError(400, describeValidationErrors(errors));
}

async function readNoBodyAsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}

/**
 * Fastify checks a body declared per content type only when the request has that content type, so a
 * request without a body (or with text/plain) would reach the handler unchecked. A JSON-only body schema is
 * therefore applied to every request body of the route.
 */
export function validateEveryBodyAsJson(route: RouteOptions): void {
  const body = (route.schema as FastifySchema | undefined)?.body as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const contentTypes = Object.keys(body?.content ?? {});
  if (route.schema && contentTypes.length === 1 && contentTypes[0] === 'application/json') {
    route.schema = { ...route.schema, body: body?.content?.['application/json']?.schema };
    // A body that may be left out is checked as an empty object when it is; a JSON `null` is still refused.
    if (route.config?.optionalBody)
      route.preValidation = [...[route.preValidation ?? []].flat(), readNoBodyAsEmpty];
  }
  // Multipart bodies are streamed part by part by their handler, which checks count, size and type itself, and
  // its JSON parts with checkJsonPart.
  if (route.schema && contentTypes.length === 1 && contentTypes[0] === 'multipart/form-data') {
    const form = body?.content?.['multipart/form-data']?.schema as {
      properties?: Record<string, { contentMediaType?: string; contentSchema?: unknown }>;
    };
    const jsonParts = Object.entries(form.properties ?? {}).flatMap(([name, part]) =>
      part.contentMediaType === 'application/json' && part.contentSchema
        ? [[name, compile(partAjv, part.contentSchema, false)] as const]
        : [],
    );
    route.config = { ...route.config, jsonParts: Object.fromEntries(jsonParts) };
    const { body: _multipart, ...rest } = route.schema as FastifySchema;
    route.schema = rest;
  }
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const leaf = params.missingProperty ?? params.additionalProperty;
  if (leaf !== undefined) path.push(leaf);
  return path.map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

/**
 * Ajv's errors as human sentences naming the field, in every language (the answer takes the request's); the
 * answer is capped because the app shows at most 5.
 */
export function describeValidationErrors(errors: ErrorObject[]): Refusal[] {
  const items: (Refusal & { message: Readonly<Record<Language, string>> })[] = [];
  for (const error of errors) {
    const field = fieldOf(error);
    const item =
      field === ''
        ? { message: error.keyword === 'type' ? messages.bodyNotObject : messages.badRequest }
        : { message: validationSentence(error, field), field };
    if (!items.some((known) => known.message.ru === item.message.ru)) items.push(item);
  }
  return items.slice(0, 5);
}
