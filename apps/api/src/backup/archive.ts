import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';

/**
 * Reads a backup archive entry by entry, streamed (a few chunks in memory at a time), refusing
 * anything a backup never holds before its bytes are read: links and devices, paths that climb
 * out (`..`) or are absolute, and sizes past the limits, which a tar header states up front, so
 * a small archive that would unpack to gigabytes is refused at its first header.
 */

export interface ArchiveLimits {
  /** Bytes of one entry (a collection's documents, one file), unpacked. */
  maxEntryBytes: number;
  /** Bytes of every entry together, unpacked. */
  maxTotalBytes: number;
  /**
   * Unpacked bytes per archive byte, past `expansionAllowance`: real backups (JSON, images,
   * PDFs) shrink a few times at most; far more is a compression bomb, or not a backup.
   */
  maxExpansion: number;
  expansionAllowance: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntryBytes: 1024 ** 3,
  maxTotalBytes: 64 * 1024 ** 3,
  maxExpansion: 100,
  expansionAllowance: 256 * 1024 ** 2,
};

/** The archive is not one this version can restore: damaged, tampered with, or too large. */
export class DamagedArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DamagedArchiveError';
  }
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

const mib = (bytes: number) =>
  bytes < 1024 ** 2 ? `${Math.ceil(bytes / 1024)} KiB` : `${Math.round(bytes / 1024 ** 2)} MiB`;

/** Why a path may not be unpacked, or undefined when it stays inside the archive's folder. */
function unsafePath(path: string): string | undefined {
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) return 'is absolute';
  if (path.includes('\\') || path.includes('\0')) return 'holds a backslash or a NUL';
  const segments = path.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'climbs out of its folder';
  }
  return undefined;
}

/** An entry, checked: a file (its bytes to read) or a folder (nothing to read). */
export interface ArchiveEntry {
  path: string;
  kind: 'file' | 'folder';
  size: number;
  /** The entry's bytes, a chunk at a time; read them or call `skip`. */
  body: tar.ReadEntry;
}

/**
 * Calls `visit` for each entry in order, waiting for it before reading on. Rejects with a
 * DamagedArchiveError naming what is wrong (or with what `visit` threw), having stopped reading.
 */
export async function readArchive(
  file: string,
  visit: (entry: ArchiveEntry) => Promise<void>,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<void> {
  const packed = (await stat(file)).size;
  const allowed = Math.min(
    limits.maxTotalBytes,
    limits.expansionAllowance + packed * limits.maxExpansion,
  );
  let unpacked = 0;
  let failure: unknown;
  let visiting: Promise<void> = Promise.resolve();
  /** The entry being read, ended at once when reading stops so that its reader returns. */
  let current: tar.ReadEntry | undefined;

  const parser = new tar.Parser({ strict: true });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (failure) return callback(asError(failure));
      if (parser.write(chunk)) callback();
      else parser.once('drain', () => callback());
    },
    final(callback) {
      parser.once('end', () => callback());
      parser.end();
    },
  });
  const stop = (error: unknown) => {
    if (failure) return;
    failure = error;
    current?.destroy();
    sink.destroy(asError(error));
  };
  parser.on('error', stop);

  parser.on('entry', (entry: tar.ReadEntry) => {
    const refuse = (message: string) => {
      entry.resume();
      stop(new DamagedArchiveError(message));
    };
    if (failure) return void entry.resume();
    const problem = unsafePath(entry.path);
    if (problem) return refuse(`its entry "${entry.path}" ${problem}`);
    const kind = FILE_TYPES.has(entry.type) ? 'file' : entry.type === 'Directory' ? 'folder' : null;
    if (!kind) {
      return refuse(
        `its entry "${entry.path}" is a ${entry.type}; a backup holds only files and folders`,
      );
    }
    const size = entry.size ?? 0;
    if (size > limits.maxEntryBytes) {
      return refuse(
        `its entry "${entry.path}" unpacks to ${mib(size)}, more than the ${mib(limits.maxEntryBytes)} allowed`,
      );
    }
    unpacked += size;
    if (unpacked > allowed) {
      return refuse(
        `it unpacks to more than ${mib(allowed)} (from ${mib(packed)}): it is not a backup this shop wrote`,
      );
    }
    entry.pause();
    visiting = visiting.then(async () => {
      if (failure) return void entry.resume();
      current = entry;
      try {
        await visit({ path: entry.path, kind, size, body: entry });
        // Whatever the visitor left unread is passed over.
        entry.resume();
      } catch (error) {
        stop(error);
      } finally {
        current = undefined;
      }
    });
  });

  // zlib hands the parser decompressed bytes at the pace the entries are read.
  try {
    await pipeline(createReadStream(file), createGunzip(), sink);
  } catch (error) {
    stop(error);
  }
  await visiting;
  if (failure) throw explain(failure);
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The reader's and zlib's errors, in words that say what is wrong with the archive. */
function explain(error: unknown): Error {
  if (!(error instanceof Error) || error instanceof DamagedArchiveError) return asError(error);
  const code = (error as { code?: unknown }).code;
  if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(error.message)) {
    return new DamagedArchiveError('it ends early: the file is truncated');
  }
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new DamagedArchiveError(`it is not a readable .tar.gz (${error.message})`);
  }
  if (typeof code === 'string' && code.startsWith('TAR_')) {
    return new DamagedArchiveError(`its tar contents are damaged (${error.message})`);
  }
  return error;
}

/** An entry's bytes as one buffer, refused past `max` (for the manifest and index lists). */
export async function readSmall(entry: ArchiveEntry, max: number): Promise<Buffer> {
  if (entry.size > max) {
    entry.body.resume();
    throw new DamagedArchiveError(`its entry "${entry.path}" is larger than ${mib(max)}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Calls `line` for every line of an entry (documents one a line), waiting for it before reading
 * on; a line longer than `maxLine` is refused rather than held.
 */
export async function readLines(
  entry: ArchiveEntry,
  maxLine: number,
  line: (text: string) => Promise<void> | void,
): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of entry.body) {
    let rest = chunk;
    for (let newline = rest.indexOf(0x0a); newline !== -1; newline = rest.indexOf(0x0a)) {
      pending.push(rest.subarray(0, newline));
      await line(Buffer.concat(pending).toString('utf8'));
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(newline + 1);
    }
    pending.push(rest);
    pendingBytes += rest.length;
    if (pendingBytes > maxLine) {
      throw new DamagedArchiveError(
        `its entry "${entry.path}" has a line longer than ${mib(maxLine)}`,
      );
    }
  }
  if (pendingBytes > 0) await line(Buffer.concat(pending).toString('utf8'));
}
