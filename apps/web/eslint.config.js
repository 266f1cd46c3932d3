import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import base from '../../eslint.config.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The layering, as bulletproof-react's config holds it: a feature imports only the shared
 * layers (components, lib, config, hooks, types, testing) and its own files, never another
 * feature; the shared layers never import a feature or the app; only `app/` (and `routes/`)
 * compose features. Every folder under src/features is a feature, so a new one is covered.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared piece to components/ or lib/, or compose them in app/.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features do not import the app; the app imports features.',
  },
  {
    target: ['./src/components', './src/lib', './src/config', './src/hooks', './src/types'],
    from: ['./src/features', './src/app', './src/routes'],
    message: 'Shared code does not import features or the app.',
  },
];

export default [
  // public/ is served as it is (boot.js is a plain browser script, outside the TypeScript project).
  { ignores: ['public/**'] },
  ...base,
  reactHooks.configs.flat['recommended-latest'],
  { languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
];
