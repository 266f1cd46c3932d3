import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import base from '../../eslint.config.js';

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
];
