// The renderer's time grows in proportion to its input, whatever the input is built to do: the
// markdown that made the old renderer take minutes is rendered about as fast as an ordinary post
// of the same length. Times are CPU time, the best of a few runs, and every bar is a ratio to a
// run on this machine, so neither a busy nor a slow machine decides the outcome.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from './index.js';

/** Markdown made of one piece repeated to `length` characters. */
const repeated = (piece: string, length: number) =>
  piece.repeat(Math.ceil(length / piece.length)).slice(0, length);

const PATHOLOGICAL: Record<string, (length: number) => string> = {
  'emphasis that never closes (*a)': (length) => repeated('*a', length),
  'strong inside emphasis (***a**)': (length) => repeated('***a**', length),
  'underscores (_a)': (length) => repeated('_a', length),
  'nested quotes (> )': (length) => repeated('> ', length),
  'link addresses that never close ([x](<)': (length) => repeated('[x](<', length),
  'links that never close ([a]()': (length) => repeated('[a](', length),
  'brackets that never close ([)': (length) => repeated('[', length),
  'pictures that never close (![a]()': (length) => repeated('![a](', length),
  'back-ticks of different lengths': (length) => repeated('`a``', length),
  'raw HTML that never closes (<a)': (length) => repeated('<a', length),
  'nested lists': (length) =>
    repeated(
      Array.from({ length: 40 }, (_, depth) => `${'  '.repeat(depth)}- item\n`).join(''),
      length,
    ),
};

/** An ordinary post: headings, emphasis, links, code, a quotation and a list. */
const ordinary = (length: number) =>
  repeated(
    '## A heading\n\nThe *Jesus Prayer* is said **slowly**, with [attention](https://example.com/a) ' +
      'and `care`.\n\n> Lord Jesus Christ, have mercy on me.\n\n- one\n- two\n\n',
    length,
  );

/** The least CPU time, in milliseconds, that rendering `source` took over a few runs. */
function bestCpuMs(source: string, runs = 2): number {
  let best = Infinity;
  for (let run = 0; run < runs; run += 1) {
    globalThis.gc?.();
    const started = process.cpuUsage();
    renderMarkdown(source);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1_000);
  }
  return best;
}

// A busy machine can stretch the clock time of these CPU-bound tests well past the default limit.
describe('renderMarkdown time', { timeout: 120_000 }, () => {
  let ordinaryMs = 0;
  beforeAll(() => {
    bestCpuMs(ordinary(200_000), 1); // warm-up
    ordinaryMs = bestCpuMs(ordinary(200_000), 3);
  });

  for (const [name, build] of Object.entries(PATHOLOGICAL)) {
    it(`grows linearly with the input for ${name}`, () => {
      const small = build(20_000);
      const large = build(200_000);
      bestCpuMs(small, 1); // warm-up
      const smallMs = bestCpuMs(small);
      const largeMs = bestCpuMs(large);

      // Ten times the input: about ten times the time when linear, a hundred when quadratic.
      // Below a few milliseconds the ratio is noise (a small input never leaves the young
      // generation of the garbage collector), so the small run counts as at least 5 ms.
      expect(largeMs / Math.max(smallMs, 5)).toBeLessThan(40);
      // Twice the longest content a post may have renders within a few times an ordinary post
      // of that length (at most 1.5 times, measured; a quadratic renderer takes thousands of
      // times). A bar in milliseconds failed on CI's loaded machine.
      expect(largeMs / ordinaryMs).toBeLessThan(8);
    });
  }
});
