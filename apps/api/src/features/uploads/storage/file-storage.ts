import type { Readable } from 'node:stream';

/** Inclusive byte range, as in an HTTP `Range` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  body: Readable;
  /** Bytes of the whole object. */
  size: number;
}

/**
 * Where uploaded files live: local disk in development and tests, S3-compatible object storage
 * when several api processes must see the same files. Keys are ours (`images/<id>/640.webp`),
 * never a client's.
 */
export interface FileStorage {
  /**
   * Stores a stream under `key`. The object appears only once every byte is stored: a stream
   * that fails or is cut off rejects and leaves nothing behind under `key`.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The object (or the given range of it), or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** The object's size, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix, including any unfinished upload's (for tests and clean-up). */
  list(prefix: string): Promise<string[]>;
  /** Every stored object's key, in no set order, never an unfinished upload's (for backups). */
  keys(): AsyncIterable<string>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** Whether `key` is one the api could have built (lower case, no `..`, not absolute). */
export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

/** Keys are built by the api; anything else (`..`, absolute paths) is a bug, refused loudly. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}
