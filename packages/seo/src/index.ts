export * from './json-ld.js';
export * from './text.js';
export * from './urls.js';
