import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import base from '../../eslint.config.js';

export default [
  ...base,
  reactHooks.configs.flat['recommended-latest'],
  { languageOptions: { globals: { ...globals.browser } } },
];
