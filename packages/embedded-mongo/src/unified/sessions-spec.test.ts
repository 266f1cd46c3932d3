/**
 * MongoDB's unified sessions specification tests (spec/sessions, vendored unchanged from the Node
 * driver) run through the official driver against the embedded engine.
 *
 * The engine serves snapshot reads and transactions as the one-member replica set production
 * runs does (docker-compose.yml starts `mongod --replSet rs0`; the backup reads through a
 * snapshot session), where a standalone `mongod` refuses them; the cases are judged as on a
 * replica set, as the transactions specification's are.
 */
import { fileURLToPath } from 'node:url';
import { SESSIONS_KNOWN_DIFFERENCES } from './known-differences.js';
import { defineSpecSuite } from './spec-suite.js';

await defineSpecSuite({
  title: 'unified sessions specification',
  dir: fileURLToPath(new URL('../../spec/sessions', import.meta.url)),
  knownDifferences: SESSIONS_KNOWN_DIFFERENCES,
  topology: 'replicaset',
  minPassRate: 0.85,
});
