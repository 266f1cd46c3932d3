import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  isSafeKey,
  type ByteRange,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

/** Unfinished writes live here, outside every key, until they are renamed into place. */
const TEMP_DIR = '.incoming';

/** Files under one folder (`DATA_DIR/uploads`): a write goes to a temporary file, then is renamed. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };

  async function sizeOf(path: string): Promise<number | undefined> {
    try {
      const info = await stat(path);
      return info.isFile() ? info.size : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async put(key: string, body: Readable, _contentType: string) {
      const target = pathOf(key);
      const temp = join(root, TEMP_DIR, randomUUID());
      await mkdir(dirname(temp), { recursive: true });
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await mkdir(dirname(target), { recursive: true });
        // A rename within one file system is atomic: readers see no file or the whole file.
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: (await sizeOf(target)) ?? 0 };
    },

    async get(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
      const path = pathOf(key);
      const size = await sizeOf(path);
      if (size === undefined) return undefined;
      return { body: createReadStream(path, range ?? {}), size };
    },

    async stat(key: string) {
      const size = await sizeOf(pathOf(key));
      return size === undefined ? undefined : { size };
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix: string) {
      const entries = await readdir(join(root, prefix), {
        recursive: true,
        withFileTypes: true,
      }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
    },

    async *keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (isSafeKey(key)) yield key; // never an unfinished write's (.incoming)
      }
    },
  };
}
