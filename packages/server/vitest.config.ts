import { defineConfig } from 'vitest/config';

// On a real PostgreSQL (DATABASE_URL) every test file empties and reseeds the same database, so files take turns.
const sharedDatabase = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: !sharedDatabase,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one module graph per worker, so PGlite's WebAssembly is compiled once rather than per file (~3x faster).
    isolate: false,
  },
});
