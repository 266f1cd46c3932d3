// Markdown built to make a renderer slow is saved and served quickly, and the api keeps
// answering meanwhile (such posts took seconds to minutes per page view before markdown was
// rendered once, when saved). Save and read are timed in CPU time, the best of a few attempts
// after a warm-up: on a shared two-core machine the clock measures the neighbours as much as
// the api, while a renderer that is not linear spends its seconds of CPU all the same.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser, type TestUser } from '../auth/testing.js';

useTestDatabase();

const MAX_CONTENT = 100_000;
// The fastest of five: one save renders 100,000 characters (about 150 ms of CPU on a quiet
// machine), and a busy one (every package's tests at once in CI) can inflate three in a row.
const ATTEMPTS = 5;
// Each save and read is measured against an ordinary post of the same length, saved and read
// the same way in the same attempt, so the machine's speed and load fall out of the ratio: a
// renderer that is not linear takes hundreds of times an ordinary post's time; these take 0.7 to
// 2.1 times it here. (A fixed bar of 200 ms failed at 200.1 and 202.4 ms on a loaded machine.)
const SLOWER_THAN_ORDINARY = 4;
const HEALTHZ_MS = 50;

/**
 * An ordinary post of the same length: paragraphs with emphasis, strong words and links (few
 * line breaks, which JSON writes as two characters, so it fits the api's 100 kB body too).
 */
const ORDINARY =
  `${'The *Jesus Prayer* is said **slowly**, with [attention](https://example.com/a) and care. '.repeat(6)}\n\n`
    .repeat(MAX_CONTENT)
    .slice(0, MAX_CONTENT);

/** Each source, 100,000 characters, and something its rendered HTML shows. */
const PATHOLOGICAL: Record<string, { content: string; shows: string }> = {
  'emphasis that never closes (*a)': {
    content: '*a'.repeat(MAX_CONTENT / 2),
    shows: '<em>a</em>',
  },
  'strong inside emphasis (***a**)': {
    content: '***a**'.repeat(MAX_CONTENT).slice(0, MAX_CONTENT),
    shows: '<strong>a</strong>',
  },
  '30,000 nested quotes': {
    content: '> '.repeat(30_000).padEnd(MAX_CONTENT, 'a'),
    shows: '<blockquote>\n<blockquote>',
  },
  'link addresses that never close ([x](<)': {
    content: '[x](<'.repeat(MAX_CONTENT / 5),
    shows: '<p>[x](&lt;[x](&lt;',
  },
};

let server: Server;
let base: string;
let editor: TestUser;

beforeAll(async () => {
  server = buildApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1_000;
};

/** The response, the clock time it took and the CPU time this process spent meanwhile. */
async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(`${base}${path}`, init);
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started, cpuMs: cpuMs(cpu) };
}

const savePost = (title: string, content: string) =>
  timed('/api/posts', {
    method: 'POST',
    headers: { ...bearer(editor), 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, excerpt: 'An excerpt', content, published: true }),
  });

/** Runs `work` while asking `/healthz` again and again; answers the work and each probe's time. */
async function whileProbingHealth<T>(work: () => Promise<T>) {
  const probes: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const { status, ms } = await timed('/healthz');
      expect(status).toBe(200);
      probes.push(ms);
    }
  })();
  try {
    return { result: await work(), probes };
  } finally {
    done = true;
    await probing;
  }
}

describe('pathological markdown in a post', () => {
  beforeAll(async () => {
    // Warm-up: the first request of each kind pays for compiling code and opening connections.
    editor = await createUser({ role: 'editor' });
    const warm = await savePost('Warm-up', '*a*'.repeat(1_000));
    await timed(`/api/posts/slug/${postSchema.parse(warm.body).slug}`);
    await timed('/healthz');
  });

  beforeEach(async () => {
    // The database is emptied after each test.
    editor = await createUser({ role: 'editor' });
  });

  for (const [name, { content, shows }] of Object.entries(PATHOLOGICAL)) {
    it(`saves and serves ${name} quickly, while /healthz keeps answering`, async () => {
      expect(content).toHaveLength(MAX_CONTENT);
      const saves: number[] = [];
      const reads: number[] = [];
      const ordinarySaves: number[] = [];
      const ordinaryReads: number[] = [];
      const { probes } = await whileProbingHealth(async () => {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
          const ordinary = await savePost(`Ordinary ${attempt}`, ORDINARY);
          expect(ordinary.status).toBe(201);
          ordinarySaves.push(ordinary.cpuMs);
          const ordinarySlug = postSchema.parse(ordinary.body).slug;
          ordinaryReads.push((await timed(`/api/posts/slug/${ordinarySlug}`)).cpuMs);

          const saved = await savePost(`${name} ${attempt}`, content);
          expect(saved.status).toBe(201);
          saves.push(saved.cpuMs);
          const post = postSchema.parse(saved.body);
          expect(post.contentHtml).toContain(shows);

          const served = await timed(`/api/posts/slug/${post.slug}`);
          expect(served.status).toBe(200);
          reads.push(served.cpuMs);
          const page = postSchema.parse(served.body);
          expect(page.content).toBe(content);
          expect(page.contentHtml).toBe(post.contentHtml);
        }
      });

      expect(Math.min(...saves)).toBeLessThan(SLOWER_THAN_ORDINARY * Math.min(...ordinarySaves));
      expect(Math.min(...reads)).toBeLessThan(SLOWER_THAN_ORDINARY * Math.min(...ordinaryReads));
      expect(probes.length).toBeGreaterThan(0);
      expect(Math.min(...probes)).toBeLessThan(HEALTHZ_MS);
    });
  }
});
