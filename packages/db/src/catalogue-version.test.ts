import { afterEach, describe, expect, it } from 'vitest';
import {
  bumpCatalogueVersion,
  readCatalogueVersion,
  watchCatalogueVersion,
  type CatalogueVersionWatcher,
} from './catalogue-version.js';
import { useTestDatabase } from './testing/index.js';

useTestDatabase();

const watchers: CatalogueVersionWatcher[] = [];
afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.close();
});

describe('the catalogue version stamp', () => {
  it('starts at 0 and grows by one with each bump', async () => {
    await expect(readCatalogueVersion()).resolves.toBe(0);
    await expect(bumpCatalogueVersion()).resolves.toBe(1);
    await expect(bumpCatalogueVersion()).resolves.toBe(2);
    await expect(readCatalogueVersion()).resolves.toBe(2);
  });

  it('counts every one of many bumps made at the same moment', async () => {
    const versions = await Promise.all(Array.from({ length: 8 }, () => bumpCatalogueVersion()));
    expect(new Set(versions).size).toBe(8);
    await expect(readCatalogueVersion()).resolves.toBe(8);
  });

  it('reaches two watchers within their interval, each telling its listeners', async () => {
    await bumpCatalogueVersion();
    const first = watchCatalogueVersion({ intervalMs: 20 });
    const second = watchCatalogueVersion({ intervalMs: 20 });
    watchers.push(first, second);
    await expect.poll(() => [first.current(), second.current()]).toEqual([1, 1]);

    const heard: number[] = [];
    first.onChange((version) => heard.push(version));
    const bumped = await bumpCatalogueVersion();

    await expect
      .poll(() => [first.current(), second.current()], { timeout: 1_000, interval: 10 })
      .toEqual([bumped, bumped]);
    expect(heard).toEqual([bumped]);
  });

  it('stops telling a listener once it unsubscribes or the watcher closes', async () => {
    const watcher = watchCatalogueVersion({ intervalMs: 10 });
    watchers.push(watcher);
    const heard: number[] = [];
    const stop = watcher.onChange((version) => heard.push(version));
    await bumpCatalogueVersion();
    await expect.poll(() => heard).toEqual([1]);

    stop();
    watcher.close();
    await bumpCatalogueVersion();
    // Another watcher proves the bump was readable; the closed one stays where it was.
    const witness = watchCatalogueVersion({ intervalMs: 10 });
    watchers.push(witness);
    await expect.poll(() => witness.current()).toBe(2);
    expect(heard).toEqual([1]);
    expect(watcher.current()).toBe(1);
  });
});
