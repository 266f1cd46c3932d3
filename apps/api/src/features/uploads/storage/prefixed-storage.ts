import type { FileStorage } from './file-storage.js';

/**
 * One bucket, two stores: the backups' objects under `backups/`, the uploads beside them. The
 * uploads' store must not see the backups (a backup would hold every earlier one, and a restore
 * would delete them as uploads the archive lacks); the backups' store sees only its own.
 */

/** The objects under `prefix`, keyed without it. */
export function prefixedStorage(storage: FileStorage, prefix: string): FileStorage {
  return {
    put: (key, body, contentType) => storage.put(`${prefix}${key}`, body, contentType),
    get: (key, range) => storage.get(`${prefix}${key}`, range),
    stat: (key) => storage.stat(`${prefix}${key}`),
    delete: (key) => storage.delete(`${prefix}${key}`),
    list: async (under) =>
      (await storage.list(`${prefix}${under}`)).map((key) => key.slice(prefix.length)),
    async *keys() {
      for await (const key of storage.keys()) {
        if (key.startsWith(prefix)) yield key.slice(prefix.length);
      }
    },
  };
}

/** Every object but those under `prefix`. */
export function storageWithout(storage: FileStorage, prefix: string): FileStorage {
  return {
    ...storage,
    async *keys() {
      for await (const key of storage.keys()) if (!key.startsWith(prefix)) yield key;
    },
  };
}
