/**
 * MongoDB's unified CRUD specification tests (spec/crud/unified, vendored unchanged from the
 * Node driver) run through the official driver against the embedded engine.
 */
import { fileURLToPath } from 'node:url';
import { KNOWN_DIFFERENCES } from './known-differences.js';
import { defineSpecSuite } from './spec-suite.js';

await defineSpecSuite({
  title: 'unified CRUD specification',
  dir: fileURLToPath(new URL('../../spec/crud/unified', import.meta.url)),
  knownDifferences: KNOWN_DIFFERENCES,
  minPassRate: 0.95,
});
