import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadContract } from '../../src/contract.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Replaces every local `$ref` with what it points to, so any part of the contract can be compiled alone. */
export function dereference(document: Json): Json {
  const resolve = (pointer: string): Json =>
    pointer
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, document);

  const walk = (node: Json, trail: string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, trail));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      if (trail.includes(ref)) throw new Error(`Circular $ref ${ref}`);
      return walk(resolve(ref), [...trail, ref]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, trail)]));
  };
  return walk(document, []);
}

interface Operation {
  method: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

const contract = dereference((await loadContract()) as unknown as Json) as unknown as {
  paths: Record<string, Record<string, { responses: Operation['responses'] }>>;
  components: { schemas: Record<string, object> };
};
const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
addFormats.default(ajv);

const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    responses: operation.responses,
  })),
);

const validators = new Map<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * Fails unless the answer is one the contract declares for the request's operation: a listed status with a
 * body matching its schema (no body where none is declared). Paths outside the contract must answer ErrorResponse.
 */
export function expectContractAnswer(method: string, url: string, response: LightMyRequestResponse): void {
  const path = url.split('?')[0] ?? url;
  const operation = operations.find(
    (candidate) => candidate.method === method && candidate.pattern.test(path),
  );
  let schema: object | undefined;
  if (operation === undefined) {
    schema = contract.components.schemas.ErrorResponse;
  } else {
    const declared = operation.responses[String(response.statusCode)];
    expect(
      declared,
      `${method} ${path} answered ${response.statusCode}, which the contract does not list`,
    ).toBeDefined();
    const content = declared?.content ?? {};
    // A download (`*/*`, binary): any type but JSON, with the body as stored.
    if (content['*/*'] !== undefined) {
      expect(response.headers['content-type'], `${method} ${path} answers a file`).toBeDefined();
      return;
    }
    schema = content['application/json']?.schema;
  }
  if (schema === undefined) {
    expect(response.body, `${method} ${path} ${response.statusCode} must have no body`).toBe('');
    return;
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const validate = validatorFor(schema);
  const body: unknown = response.json();
  expect(
    validate(body) ? [] : validate.errors,
    `${method} ${path} ${response.statusCode} body: ${response.body}`,
  ).toEqual([]);
}
