import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { messages } from './http-errors.ts';
import type { ErrorItem } from '@karvon/contracts';

function createAjv(options: Options): Ajv2020 {
  // The contract keeps OpenAPI annotations (`examples`, `description`) inside schemas; nullable fields use type unions.
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, ...options });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Bodies are validated exactly as sent: no coercion ("1" is not 1) and no silent stripping of unknown fields.
 * Query strings and path parameters are text by nature, so they are coerced to the declared types and get defaults.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createAjv({ coerceTypes: false, removeAdditional: false, useDefaults: false });
  const parameterAjv = createAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true });
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : parameterAjv).compile(schema as object);
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
  }
  // Multipart bodies are streamed part by part by their handler, which checks count, size and type itself.
  if (route.schema && contentTypes.length === 1 && contentTypes[0] === 'multipart/form-data') {
    const { body: _multipart, ...rest } = route.schema as FastifySchema;
    route.schema = rest;
  }
}

const FIELD_LABELS: Record<string, string> = {
  phone: 'Телефон',
  password: 'Пароль',
  refresh_token: 'Токен обновления',
  page: 'Номер страницы',
  per_page: 'Размер страницы',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'строкой',
  integer: 'целым числом',
  number: 'числом',
  boolean: 'логическим значением',
  object: 'объектом',
  array: 'массивом',
  null: 'null',
};

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const leaf = params.missingProperty ?? params.additionalProperty;
  if (leaf !== undefined) path.push(leaf);
  return path.map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function describe(error: ErrorObject, field: string): string {
  const subject = `Поле «${FIELD_LABELS[field] ?? field}»`;
  const params = error.params as { limit?: number; type?: string | string[] };
  switch (error.keyword) {
    case 'required':
      return `${subject} обязательно`;
    case 'type': {
      const types = [params.type ?? []].flat().map((type) => TYPE_NAMES[type] ?? type);
      return `${subject} должно быть ${types.join(' или ')}`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${subject} не должно быть пустым`
        : `${subject} должно содержать не меньше ${params.limit} символов`;
    case 'maxLength':
      return `${subject} должно содержать не больше ${params.limit} символов`;
    case 'minimum':
      return `${subject} должно быть не меньше ${params.limit}`;
    case 'maximum':
      return `${subject} должно быть не больше ${params.limit}`;
    case 'pattern':
    case 'format':
      return `${subject} имеет неверный формат`;
    case 'additionalProperties':
      return `${subject} не предусмотрено`;
    case 'const':
    case 'enum':
      return `${subject} имеет недопустимое значение`;
    default:
      return `${subject} заполнено неверно`;
  }
}

/** Ajv's errors as human sentences naming the field; the answer is capped because the app shows at most 5. */
export function describeValidationErrors(errors: ErrorObject[]): ErrorItem[] {
  const items: ErrorItem[] = [];
  for (const error of errors) {
    const field = fieldOf(error);
    const item =
      field === ''
        ? { message: error.keyword === 'type' ? messages.bodyNotObject : messages.badRequest }
        : { message: describe(error, field), field };
    if (!items.some((known) => known.message === item.message)) items.push(item);
  }
  return items.slice(0, 5);
}
