import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import base from '../../eslint.config.js';

export default [
  // public/ is served as it is (boot.js is a plain browser script, outside the TypeScript project).
  { ignores: ['public/**'] },
  ...base,
  reactHooks.configs.flat['recommended-latest'],
  { languageOptions: { globals: { ...globals.browser } } },
];
