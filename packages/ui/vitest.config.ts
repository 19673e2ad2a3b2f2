import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// The one shared module that knows which Chromium to drive and with which flags.
import { chromiumLaunchOptions } from '../../scripts/chromium.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Pure unit tests (tokens, contrast of every theme) in Node.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Every story is a test in real, headless Chromium: it must render, its `play` function
        // must pass, and axe must report no violation (`parameters.a11y.test = 'error'`).
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(dirname, 'vitest.storybook-setup.ts')],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
