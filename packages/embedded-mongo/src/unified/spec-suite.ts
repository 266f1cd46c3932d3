/**
 * One folder of MongoDB's unified specification tests (vendored unchanged in `spec/`) run as a
 * vitest suite through the official driver against a fresh embedded engine: every runnable case
 * is a test, the engine's known differences run with `it.fails` (a case that starts passing
 * fails the suite until its entry goes), and a summary states the pass rate and why the rest
 * cannot run here.
 */
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../index.js';
import type { ServerInfo } from './runner.js';
import { loadSpecFiles, notRunnableReason, runUnifiedTest, serverInfo } from './runner.js';

export interface SpecSuite {
  /** "unified CRUD specification" */
  title: string;
  /** The folder of `.json` files. */
  dir: string;
  /** `<file> › <description>` → what the engine answers instead of what the case expects. */
  knownDifferences: Readonly<Record<string, string>>;
  /** The topology the cases' requirements are judged against, when not the one `hello` gives. */
  topology?: ServerInfo['topology'];
  /** The share of runnable cases that must pass. */
  minPassRate: number;
}

interface Case {
  name: string;
  run: () => Promise<void>;
}

export async function defineSpecSuite(suite: SpecSuite): Promise<void> {
  const files = loadSpecFiles(suite.dir);
  // Test commands on, as the specifications' own servers run: the cases set fail points.
  const server = await startEmbeddedMongo({ enableTestCommands: true });
  const internal = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5_000 });
  const reported = await serverInfo(internal);
  const info = suite.topology ? { ...reported, topology: suite.topology } : reported;

  afterAll(async () => {
    await internal.close();
    await server.stop();
  });

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

  describe(suite.title, () => {
    for (const { name, run } of runnable) {
      const record = async (): Promise<void> => {
        results.set(name, false);
        await run();
        results.set(name, true);
      };
      if (name in suite.knownDifferences) it.fails(name, record);
      else it(name, record);
    }
  });

  describe(`${suite.title} summary`, () => {
    it('lists only runnable cases as known differences', () => {
      const names = new Set(runnable.map((c) => c.name));
      expect(Object.keys(suite.knownDifferences).filter((n) => !names.has(n))).toEqual([]);
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
        `${suite.title}: ${files.length} files, ${total} cases, ${runnable.length} runnable` +
          (suite.topology ? ` (judged as ${suite.topology})` : '') +
          `, ${passed} passed (${((100 * passed) / runnable.length).toFixed(1)}%), ` +
          `${total - runnable.length} not runnable:`,
        `  by category: ${[...byCategory].map(([c, n]) => `${c} ${n}`).join(', ')}; by reason:`,
        ...[...notRunnable]
          .sort((a, b) => b[1].length - a[1].length)
          .map(([reason, names]) => `  ${String(names.length).padStart(4)}  ${reason}`),
      ];
      console.log(lines.join('\n'));
      expect(results.size).toBe(runnable.length);
      expect(passed).toBe(runnable.length - Object.keys(suite.knownDifferences).length);
      expect(passed / runnable.length).toBeGreaterThanOrEqual(suite.minPassRate);
    });
  });
}
