// The drift check must reject a pact that the contract does not describe: each case below mutates one interaction
// of a small valid pact the way a drift would (a renamed path, field or status) and expects the named finding.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkPacts, withServerBasePath } from './check-pacts.mjs';

const VALID_PACT = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'valid.pact.json');
const CURRENT_USER = 0;
const SIGN_IN = 1;

let workDir;
let validPact;

before(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'check-pacts-test-'));
  validPact = JSON.parse(await readFile(VALID_PACT, 'utf8'));
});
after(() => rm(workDir, { recursive: true, force: true }));

/** Writes the valid pact with one interaction changed by `drift`, checks it, and returns the finding codes. */
async function findingsOf(name, index, drift) {
  const pact = structuredClone(validPact);
  drift(pact.interactions[index]);
  pact.interactions = [pact.interactions[index]];
  const pactFile = join(workDir, `${name}.json`);
  await writeFile(pactFile, JSON.stringify(pact));
  const [outcome] = await checkPacts({ pactFiles: [pactFile] });
  return [...outcome.errors, ...outcome.warnings].map((finding) => finding.code);
}

describe('check-pacts', () => {
  it('accepts interactions the contract describes', async () => {
    const [outcome] = await checkPacts({ pactFiles: [VALID_PACT] });
    assert.equal(outcome.interactions, 2);
    assert.deepEqual([...outcome.errors, ...outcome.warnings], []);
  });

  it('rejects a path the contract does not have', async () => {
    const codes = await findingsOf('wrong-path', CURRENT_USER, (interaction) => {
      interaction.request.path = '/api/uz/auth/users';
    });
    assert.deepEqual(codes, ['request.path-or-method.unknown']);
  });

  it('rejects a method the path does not allow', async () => {
    const codes = await findingsOf('wrong-method', CURRENT_USER, (interaction) => {
      interaction.request.method = 'DELETE';
    });
    assert.deepEqual(codes, ['request.path-or-method.unknown']);
  });

  it('rejects an answer with a field the schema does not define', async () => {
    const codes = await findingsOf('wrong-response-field', CURRENT_USER, (interaction) => {
      const user = interaction.response.body.content;
      user.full_name = user.name;
      delete user.name;
    });
    assert.deepEqual(codes, ['response.body.incompatible']);
  });

  it('rejects an answer whose field has another type', async () => {
    const codes = await findingsOf('wrong-response-type', CURRENT_USER, (interaction) => {
      interaction.response.body.content.id = 'one';
    });
    assert.deepEqual(codes, ['response.body.incompatible']);
  });

  it('rejects a request body the schema does not accept', async () => {
    const codes = await findingsOf('wrong-request-field', SIGN_IN, (interaction) => {
      const credentials = interaction.request.body.content;
      credentials.login = credentials.phone;
      delete credentials.phone;
    });
    assert.ok(codes.includes('request.body.incompatible'), codes.join());
  });

  it('rejects a status the operation does not answer', async () => {
    const codes = await findingsOf('wrong-status', CURRENT_USER, (interaction) => {
      interaction.response.status = 418;
    });
    assert.deepEqual(codes, ['response.status.unknown']);
  });
});

describe('withServerBasePath', () => {
  it('prefixes every path with the server path and drops the servers', () => {
    const spec = {
      openapi: '3.1.0',
      servers: [{ url: '/api' }],
      paths: { '/uz/auth/user': {}, '/auth/login': {} },
    };
    assert.deepEqual(withServerBasePath(spec), {
      openapi: '3.1.0',
      paths: { '/api/uz/auth/user': {}, '/api/auth/login': {} },
    });
  });

  it('takes the path of an absolute server address, without a trailing slash', () => {
    const spec = { servers: [{ url: 'https://karvon.uz/api/' }], paths: { '/x': {} } };
    assert.deepEqual(withServerBasePath(spec).paths, { '/api/x': {} });
  });
});
