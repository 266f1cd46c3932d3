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

/**
 * Inside the admin (6k lines, a dozen screens) the same holds one level down: each sub-feature
 * (posts, products, orders, …) imports the admin's shared layers (lib, components, testing) and
 * its own files, never another sub-feature; the shared layers import no sub-feature. A query two
 * sub-features read lives in features/admin/lib, its key in lib/query-keys.ts.
 */
const adminShared = ['lib', 'components', 'testing'];
const adminSubFeatures = readdirSync(new URL('./src/features/admin', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !adminShared.includes(entry.name))
  .map((entry) => entry.name);

export const adminZones = [
  ...adminSubFeatures.map((sub) => ({
    target: `./src/features/admin/${sub}`,
    from: './src/features/admin',
    except: [...adminShared, sub].map((folder) => `./${folder}`),
    message:
      'An admin sub-feature does not import another: move the shared piece to features/admin/lib or features/admin/components.',
  })),
  {
    target: adminShared.map((folder) => `./src/features/admin/${folder}`),
    from: './src/features/admin',
    except: adminShared.map((folder) => `./${folder}`),
    message: "The admin's shared layers (lib, components, testing) do not import a sub-feature.",
  },
];

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
  // public/ is served as it is.
  { ignores: ['public/**'] },
  ...base,
  reactHooks.configs.flat['recommended-latest'],
  { languageOptions: { globals: { ...globals.browser } } },
  {
    // React Router's way to answer with a status from a loader: throw data(...) or redirect(...).
    rules: {
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
    },
  },
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
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...adminZones] },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message:
                'Use components/ui/link: its links learn their routes once the page is idle (lib/route-discovery.ts).',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
];
