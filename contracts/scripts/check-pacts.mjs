// Validates every interaction of the consumer pacts against openapi.yaml (PactFlow's swagger-mock-validator, the
// check behind bi-directional contract testing), so the contract and the pacts cannot drift apart.
//   node scripts/check-pacts.mjs [spec] [pact…]   (defaults: openapi.yaml and every pacts/*.json)
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';
import { parse } from 'yaml';

const contractsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SPEC = join(contractsDir, 'openapi.yaml');
export const DEFAULT_PACTS_DIR = join(contractsDir, 'pacts');

/**
 * The validator ignores OpenAPI 3 `servers` (its docs list them as unsupported) and would look for `/uz/auth/user`
 * where the pact says `/api/uz/auth/user`: give it a copy whose paths carry the server's base path.
 */
export function withServerBasePath(spec) {
  const servers = spec.servers ?? [];
  if (servers.length > 1) throw new Error('check-pacts: expected at most one server in the contract');
  const basePath = new URL(servers[0]?.url ?? '/', 'http://base.invalid').pathname.replace(/\/$/, '');
  const paths = Object.fromEntries(
    Object.entries(spec.paths ?? {}).map(([path, item]) => [basePath + path, item]),
  );
  const { servers: _servers, ...rest } = spec;
  return { ...rest, paths };
}

/** Validates each pact file; resolves to one outcome per file, `errors` and `warnings` as the validator gives them. */
export async function checkPacts({ specFile = DEFAULT_SPEC, pactFiles }) {
  const spec = withServerBasePath(parse(await readFile(specFile, 'utf8')));
  const workDir = await mkdtemp(join(tmpdir(), 'check-pacts-'));
  try {
    const preparedSpec = join(workDir, 'openapi.json');
    await writeFile(preparedSpec, JSON.stringify(spec));
    const validator = SwaggerMockValidatorFactory.create();
    const outcomes = [];
    for (const pactFile of pactFiles) {
      const outcome = await validator.validate({
        specPathOrUrl: preparedSpec,
        mockPathOrUrl: pactFile,
        // A field the contract does not define is drift; a field the consumer does not read is not.
        additionalPropertiesInResponse: 'false',
        requiredPropertiesInResponse: 'false',
      });
      const interactions = JSON.parse(await readFile(pactFile, 'utf8')).interactions?.length ?? 0;
      outcomes.push({ pactFile, interactions, errors: outcome.errors, warnings: outcome.warnings });
    }
    return outcomes;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function pactsIn(dir) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return names.map((name) => join(dir, name));
}

function describeFinding({ code, message, mockDetails, specDetails }) {
  const where = mockDetails?.location ? ` at ${mockDetails.location}` : '';
  const spec = specDetails?.location ? `\n      contract: ${specDetails.location}` : '';
  return `  ${code}: "${mockDetails?.interactionDescription ?? '?'}"${where}\n      ${message}${spec}`;
}

async function main([specArgument, ...pactArguments]) {
  const specFile = specArgument ? resolve(specArgument) : DEFAULT_SPEC;
  const pactFiles =
    pactArguments.length > 0 ? pactArguments.map((file) => resolve(file)) : await pactsIn(DEFAULT_PACTS_DIR);
  if (pactFiles.length === 0) {
    console.error(
      `check-pacts: no pact in ${relative(process.cwd(), DEFAULT_PACTS_DIR)}; run the SDK's tests first.`,
    );
    return 1;
  }
  let failed = false;
  for (const { pactFile, interactions, errors, warnings } of await checkPacts({ specFile, pactFiles })) {
    const name = relative(process.cwd(), pactFile);
    // Warnings fail too: each one is a request or answer the contract does not describe exactly.
    const findings = [...errors, ...warnings];
    if (findings.length === 0) {
      console.log(
        `check-pacts: ${name}: ${interactions} interactions match ${relative(process.cwd(), specFile)}`,
      );
      continue;
    }
    failed = true;
    console.error(`check-pacts: ${name}: ${errors.length} error(s), ${warnings.length} warning(s)`);
    for (const finding of findings) console.error(describeFinding(finding));
  }
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
