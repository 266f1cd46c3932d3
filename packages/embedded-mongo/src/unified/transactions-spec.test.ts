/**
 * MongoDB's unified transactions specification tests (spec/transactions/unified, vendored
 * unchanged from the Node driver) run through the official driver against the embedded engine.
 *
 * Their requirements name replica sets and sharded clusters only: a standalone `mongod` has no
 * transactions. The engine keeps transactions as the one-member replica set production runs
 * (docker-compose.yml starts `mongod --replSet rs0`), so the cases are judged as on a replica set:
 * the subset for a single server, without the mongos, sharding and load-balancer files.
 */
import { fileURLToPath } from 'node:url';
import { TRANSACTIONS_KNOWN_DIFFERENCES } from './known-differences.js';
import { defineSpecSuite } from './spec-suite.js';

await defineSpecSuite({
  title: 'unified transactions specification',
  dir: fileURLToPath(new URL('../../spec/transactions/unified', import.meta.url)),
  knownDifferences: TRANSACTIONS_KNOWN_DIFFERENCES,
  topology: 'replicaset',
  minPassRate: 0.75,
});
