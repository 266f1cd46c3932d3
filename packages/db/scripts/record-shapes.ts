// `pnpm shapes:record`: brings the app-shapes suite (packages/db/src/app-shapes) up to date. Runs
// the api's and payments' tests with RECORD_QUERY_SHAPES, so that each test file records an
// example of every query shape its services send that the suite has none of, then adds those
// examples to the suite's files, one per collection. Pass test file filters to record fewer.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mongo } from 'mongoose';
import {
  EXAMPLES_DIRECTORY,
  examplesText,
  readShapeExamples,
  type ShapeExample,
} from '../src/testing/shape-examples.js';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const { EJSON } = mongo.BSON;
const recordTo = mkdtempSync(join(tmpdir(), 'query-shapes-'));
try {
  for (const app of ['api', 'payments']) {
    // Hooks as listed: the recorder's afterEach (setup file) before the tests' own.
    const run = spawnSync(
      'pnpm',
      ['exec', 'vitest', 'run', '--sequence.hooks=list', ...process.argv.slice(2)],
      {
        cwd: join(REPO_ROOT, 'apps', app),
        env: { ...process.env, RECORD_QUERY_SHAPES: recordTo },
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) console.warn(`shapes:record: ${app}'s tests failed; recorded anyway`);
  }
  const known = new Set(readShapeExamples().map((example) => example.signature));
  const added = new Map<string, ShapeExample>();
  for (const file of readdirSync(recordTo)) {
    const examples = EJSON.parse(readFileSync(join(recordTo, file), 'utf8'), {
      relaxed: false,
    }) as ShapeExample[];
    for (const example of examples) {
      if (!known.has(example.signature) && !added.has(example.signature))
        added.set(example.signature, example);
    }
  }
  const collections = new Set([...added.values()].map((example) => example.collection));
  for (const collection of collections) {
    const path = join(EXAMPLES_DIRECTORY, `${collection}.json`);
    let current: ShapeExample[] = [];
    try {
      current = EJSON.parse(readFileSync(path, 'utf8'), { relaxed: false }) as ShapeExample[];
    } catch {
      // A collection with no examples yet.
    }
    const merged = [
      ...current,
      ...[...added.values()].filter((example) => example.collection === collection),
    ].sort((a, b) => a.signature.localeCompare(b.signature));
    writeFileSync(path, examplesText(merged));
  }
  console.log(`shapes:record: ${added.size} new shapes in ${collections.size} collections`);
} finally {
  rmSync(recordTo, { recursive: true, force: true });
}
