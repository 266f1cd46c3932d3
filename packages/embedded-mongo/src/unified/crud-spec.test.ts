/**
 * MongoDB's unified CRUD specification tests (spec/crud/unified, vendored unchanged from the
 * Node driver) run through the official driver against the embedded engine.
 */
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../index.js';
import { KNOWN_DIFFERENCES } from './known-differences.js';
import { loadSpecFiles, notRunnableReason, runUnifiedTest, serverInfo } from './runner.js';

const specDir = fileURLToPath(new URL('../../spec/crud/unified', import.meta.url));
const files = loadSpecFiles(specDir);

// Test commands on, as the specifications' own servers run: the cases set fail points.
const server = await startEmbeddedMongo({ enableTestCommands: true });
const internal = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5_000 });
const info = await serverInfo(internal);

afterAll(async () => {
  await internal.close();
  await server.stop();
});

interface Case {
  name: string;
  run: () => Promise<void>;
}
const runnable: Case[] = [];
const notRunnable = new Map<string, string[]>();
const results = new Map<string, boolean>();

for (const { name: fileName, doc } of files) {
  for (const test of doc.tests) {
    const name = `${fileName} › ${test.description}`;
    const reason = notRunnableReason(doc, test, info);
    if (reason) {
      notRunnable.set(reason, [...(notRunnable.get(reason) ?? []), name]);
      continue;
    }
    runnable.push({ name, run: () => runUnifiedTest(server.uri, internal, doc, test) });
  }
}

describe('unified CRUD specification', () => {
  for (const { name, run } of runnable) {
    const record = async (): Promise<void> => {
      results.set(name, false);
      await run();
      results.set(name, true);
    };
    if (name in KNOWN_DIFFERENCES) it.fails(name, record);
    else it(name, record);
  }
});

describe('unified CRUD specification summary', () => {
  it('lists only runnable cases as known differences', () => {
    const names = new Set(runnable.map((c) => c.name));
    expect(Object.keys(KNOWN_DIFFERENCES).filter((n) => !names.has(n))).toEqual([]);
  });

  it('reports the pass rate', () => {
    const passed = [...results.values()].filter(Boolean).length;
    const total = files.reduce((n, f) => n + f.doc.tests.length, 0);
    const byCategory = new Map<string, number>();
    for (const [reason, names] of notRunnable) {
      const category = reason.replace(/[ :(].*/, '');
      byCategory.set(category, (byCategory.get(category) ?? 0) + names.length);
    }
    const lines = [
      `unified CRUD spec: ${files.length} files, ${total} cases, ${runnable.length} runnable, ` +
        `${passed} passed (${((100 * passed) / runnable.length).toFixed(1)}%), ` +
        `${total - runnable.length} not runnable:`,
      `  by category: ${[...byCategory].map(([c, n]) => `${c} ${n}`).join(', ')}; by reason:`,
      ...[...notRunnable]
        .sort((a, b) => b[1].length - a[1].length)
        .map(([reason, names]) => `  ${String(names.length).padStart(4)}  ${reason}`),
    ];
    console.log(lines.join('\n'));
    expect(results.size).toBe(runnable.length);
    expect(passed).toBe(runnable.length - Object.keys(KNOWN_DIFFERENCES).length);
    expect(passed / runnable.length).toBeGreaterThanOrEqual(0.95);
  });
});
