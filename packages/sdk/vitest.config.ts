import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // The property and fuzz tests run thousands of cases; on a busy 2-core CI machine one case batch can
          // take longer than vitest's 5 s default without anything being wrong. A hang still fails.
          testTimeout: 60_000,
          environment: 'node',
          // Only the cookie store's tests opt into happy-dom; give that page an HTTPS address.
          environmentOptions: { happyDOM: { url: 'https://karvon.test/' } },
        },
      },
      {
        test: {
          name: 'pact',
          include: ['pact/**/*.pact.test.ts'],
          environment: 'node',
          globalSetup: ['pact/global-setup.ts'],
          // One pact file is written by every test file: one at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          // Under a full parallel `npm test` the Rust mock server has, rarely, missed the first
          // request of a run; a contract mismatch fails both tries, so one retry hides no bug.
          retry: 1,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
