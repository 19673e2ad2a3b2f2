// One Storybook for the design system (ARCHITECTURE.md): stories live beside their components
// in packages/ui. `npm run storybook` (root) serves it; `npm run build -w @karvon/ui` builds it
// into packages/ui/storybook-static; `npm test -w @karvon/ui` runs every story as a test.
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: {
    // CI has no internet: no telemetry, no update checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // react-docgen-typescript resolves `(typeof buttonTones)[number]` to its union for the docs tables
    // (react-docgen shows `unknown[number]`). Vitest skips docgen, so tests do not pay for it.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only our own props, not every DOM attribute inherited from React's types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Storybook's own manager/preview chunks are large by nature: don't warn about them.
      build: { chunkSizeWarningLimit: 4096, rolldownOptions: { checks: { pluginTimings: false } } },
      optimizeDeps: {
        // Imported by compiled .css.ts files, so Vite finds them late and reloads mid-run; name them up front.
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
