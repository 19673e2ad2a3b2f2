// One lint setup for the monorepo. The import direction of ARCHITECTURE.md is enforced here:
// app -> ui, sdk; sdk -> contracts; server -> contracts; ui -> types only from sdk/contracts; nothing imports app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';

const forbid = (names, message, allowTypeImports = false) =>
  names.map((name) => ({ group: [name, `${name}/*`], message, allowTypeImports }));

const restrict = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

// Walls between the app's features (bulletproof-react's restricted zones): `features/x` imports only itself and the
// shared folders; the shared folders import no feature, no routing and no shell. What two features need is lifted
// into a shared folder.
// Absolute: lint runs from the root and from each package (turbo), and relative zones follow the working folder.
const appSource = fileURLToPath(new URL('packages/app/src', import.meta.url));
const features = readdirSync(new URL('packages/app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appOnlyFolders = ['features', 'routing', 'shell', 'pages', 'prerender'];
const sharedFolders = readdirSync(new URL('packages/app/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !appOnlyFolders.includes(entry.name))
  .map((entry) => entry.name);
const featureWalls = {
  files: ['packages/app/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  // Imports may leave out `.ts`/`.tsx` (bundler resolution): the resolver must find them to check them.
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...features.map((feature) => ({
            target: `${appSource}/features/${feature}`,
            from: `${appSource}/features`,
            except: [`./${feature}`],
            message: 'A feature imports no other feature: lift what both need into a shared folder.',
          })),
          ...sharedFolders.map((folder) => ({
            target: `${appSource}/${folder}`,
            from: ['features', 'routing', 'shell'].map((part) => `${appSource}/${part}`),
            message: 'Shared folders import no feature, no routing and no shell.',
          })),
        ],
      },
    ],
  },
};

const appOnly = 'Nothing imports @karvon/app (ARCHITECTURE.md).';
const serverOnly = 'Only the server runs server code; share through @karvon/contracts.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.turbo/**',
      'contracts/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrict(
    ['packages/ui/**'],
    [
      ...forbid(['@karvon/app'], appOnly),
      ...forbid(['@karvon/server'], serverOnly),
      ...forbid(
        ['@karvon/sdk', '@karvon/contracts'],
        'The design system may import only types from sdk/contracts.',
        true,
      ),
    ],
  ),
  restrict(
    ['packages/sdk/**'],
    [
      ...forbid(['@karvon/app'], appOnly),
      ...forbid(['@karvon/server'], serverOnly),
      ...forbid(['@karvon/ui', 'react', 'react-dom'], 'The SDK has no React and no UI (ARCHITECTURE.md).'),
    ],
  ),
  restrict(
    ['packages/server/**'],
    [
      ...forbid(['@karvon/app'], appOnly),
      ...forbid(['@karvon/ui', '@karvon/sdk'], 'The server depends on @karvon/contracts only.'),
    ],
  ),
  restrict(['packages/app/**'], [...forbid(['@karvon/server'], serverOnly)]),
  featureWalls,
  restrict(
    ['contracts/**'],
    [
      ...forbid(
        ['@karvon/app', '@karvon/ui', '@karvon/sdk', '@karvon/server'],
        'The contract depends on nothing.',
      ),
    ],
  ),
);
