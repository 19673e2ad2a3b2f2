import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { OpenApiDocument } from '../../src/contract.ts';

interface Interaction {
  description: string;
  providerState?: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string };
}

interface Pact {
  interactions: Interaction[];
  [key: string]: unknown;
}

const API_PREFIX = '/api';

/** Matches a request to the contract's operation by method and path template. */
export function operationMatcher(contract: OpenApiDocument) {
  const routes = Object.entries(contract.paths).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      operation.operationId
        ? [
            {
              method: method.toUpperCase(),
              pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
              operationId: operation.operationId,
            },
          ]
        : [],
    ),
  );
  return (request: Interaction['request']): string | undefined => {
    const path = request.path.startsWith(API_PREFIX) ? request.path.slice(API_PREFIX.length) : request.path;
    return routes.find((route) => route.method === request.method.toUpperCase() && route.pattern.test(path))
      ?.operationId;
  };
}

export function providerStatesOf(interaction: Interaction): string[] {
  return [
    ...(interaction.providerState ? [interaction.providerState] : []),
    ...(interaction.providerStates ?? []).map((state) => state.name),
  ];
}

export interface PactSelection {
  /** Copies of the pact files holding only the interactions whose operation the server serves. */
  files: string[];
  selected: Interaction[];
  /** Interactions of operations that still answer 501: reported, not verified. */
  pending: { description: string; operationId: string | undefined }[];
}

export function selectImplemented(
  pactFiles: string[],
  contract: OpenApiDocument,
  implemented: ReadonlySet<string>,
): PactSelection {
  const operationOf = operationMatcher(contract);
  const dir = mkdtempSync(join(tmpdir(), 'karvon-pacts-'));
  const selection: PactSelection = { files: [], selected: [], pending: [] };
  for (const file of pactFiles) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as Pact;
    const keep: Interaction[] = [];
    for (const interaction of pact.interactions) {
      const operationId = operationOf(interaction.request);
      if (operationId && implemented.has(operationId)) keep.push(interaction);
      else selection.pending.push({ description: interaction.description, operationId });
    }
    if (keep.length === 0) continue;
    const copy = join(dir, basename(file));
    writeFileSync(copy, JSON.stringify({ ...pact, interactions: keep }));
    selection.files.push(copy);
    selection.selected.push(...keep);
  }
  return selection;
}
