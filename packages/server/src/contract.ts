import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import type { operations } from '@karvon/contracts';
import { isOperationPermission, type OperationPermission } from './permissions.ts';

export type OperationId = keyof operations;

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { operationId?: string; 'x-permission'?: unknown; requestBody?: { required?: boolean } }>
  >;
  [key: string]: unknown;
}

const contractPath = createRequire(import.meta.url).resolve('@karvon/contracts/openapi.yaml');

export async function loadContract(): Promise<OpenApiDocument> {
  return parse(await readFile(contractPath, 'utf8')) as OpenApiDocument;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation's `x-permission`; a missing or unknown one stops the server from starting rather than opening a hole. */
export function operationPermissions(contract: OpenApiDocument): Map<string, OperationPermission> {
  const permissions = new Map<string, OperationPermission>();
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const permission = operation['x-permission'];
      if (!operation.operationId || !isOperationPermission(permission)) {
        throw new Error(
          `${method.toUpperCase()} ${path} needs an operationId and a known x-permission, got ${String(permission)}`,
        );
      }
      permissions.set(operation.operationId, permission);
    }
  }
  return permissions;
}

/** Operations whose body may be left out (`requestBody` without `required: true`): no body is read as `{}`. */
export function optionalBodies(contract: OpenApiDocument): Set<string> {
  const optional = new Set<string>();
  for (const item of Object.values(contract.paths))
    for (const [method, operation] of Object.entries(item))
      if (HTTP_METHODS.has(method) && operation.operationId && operation.requestBody?.required !== true)
        if (operation.requestBody) optional.add(operation.operationId);
  return optional;
}
