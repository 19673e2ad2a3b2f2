// The pact is written to a fresh directory and moved into contracts/pacts in one rename when every pact test has
// passed: interactions removed from the tests disappear from the pact, and the server's verification, which may run
// at the same time under turbo, never reads a half-written file.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { PACT_FILE_NAME } from './pact-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pactDir: string;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const publishedDir = resolve(here, '../../../contracts/pacts');

export default function setup(project: TestProject) {
  const pactDir = mkdtempSync(join(tmpdir(), 'karvon-pact-'));
  project.provide('pactDir', pactDir);

  return () => {
    const written = join(pactDir, PACT_FILE_NAME);
    const expectedModules = readdirSync(here).filter((name) => name.endsWith('.pact.test.ts')).length;
    const modules = project.vitest.state
      .getTestModules()
      .filter((module) => module.project.name === project.name);
    const complete = modules.length === expectedModules && modules.every((module) => module.ok());

    if (complete && existsSync(written)) {
      const target = join(publishedDir, PACT_FILE_NAME);
      copyFileSync(written, `${target}.tmp`);
      renameSync(`${target}.tmp`, target);
    } else if (modules.length > 0) {
      console.warn(`The pact was not updated: ${expectedModules} pact test files must all run and pass.`);
    }
    rmSync(pactDir, { recursive: true, force: true });
  };
}
