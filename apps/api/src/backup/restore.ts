import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import type mongoose from 'mongoose';
import { ARCHIVE_LIMITS, DamagedArchiveError, type ArchiveLimits } from './archive.js';
import {
  collectionNames,
  STAGING_PREFIX,
  type BackupFolder,
  type BackupManifest,
  type StoredFolder,
} from './backup.js';
import { dropStaging, stage } from './restore-staging.js';

/**
 * Restoring checks first: the whole archive is read and every part of it checked (the manifest,
 * each collection's documents parsed and inserted into a staging collection beside the live
 * one, each file unpacked into a temporary folder) before anything the shop serves is touched.
 * Only then are the files put in place and the staging collections renamed over the live ones.
 * A damaged archive leaves the shop as it was. Staging in the same database, renamed with
 * `dropTarget`, works alike on MongoDB and the embedded engine.
 */
type Db = mongoose.mongo.Db;

/** Restoring would overwrite data the caller did not say may go, or the archive is damaged. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** The types the api serves its uploads with; a bucket's object is stored with one. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.epub': 'application/epub+zip',
  '.zip': 'application/zip',
};

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));

/** Puts every staged object into the storage; answers the keys the archive holds. */
async function putObjects(folder: StoredFolder, source: string): Promise<Set<string>> {
  const keys = new Set(await filesUnder(source));
  for (const key of keys) {
    await folder.storage.put(
      key,
      createReadStream(join(source, ...key.split('/'))),
      CONTENT_TYPES[extname(key)] ?? 'application/octet-stream',
    );
  }
  return keys;
}

/**
 * Brings the database and the folders back to the archive's state, after checking all of it.
 * Refuses a database that holds any document unless `force`, which replaces every collection and
 * every archived folder.
 */
export async function restoreBackup(
  db: Db,
  folders: BackupFolder[],
  file: string,
  options: {
    force?: boolean;
    limits?: ArchiveLimits;
    /** Where the files are unpacked before they are put in place (the system's temp folder). */
    tempDir?: string;
  } = {},
): Promise<BackupManifest> {
  const existing = await collectionNames(db);
  const filled: string[] = [];
  for (const name of existing) {
    if ((await db.collection(name).estimatedDocumentCount()) > 0) filled.push(name);
  }
  if (filled.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `The database is not empty (${filled.join(', ')}). Restore into a fresh install, or pass --force to replace everything in it.`,
    );
  }

  const byName = new Map(folders.map((folder) => [folder.name, folder]));
  const work = await mkdtemp(join(options.tempDir ?? tmpdir(), 'ministry-restore-'));
  try {
    await dropStaging(db); // an interrupted restore's
    let staged: Awaited<ReturnType<typeof stage>>;
    try {
      staged = await stage(db, file, work, byName, options.limits ?? ARCHIVE_LIMITS);
    } catch (error) {
      if (error instanceof DamagedArchiveError) {
        throw new RestoreRefusedError(
          `Nothing was restored: the archive cannot be used, as ${error.message}.`,
        );
      }
      throw error;
    }
    const { manifest } = staged;

    // The swap: files first (adding, then replacing), the database, then uploads it dropped.
    const restoredKeys = new Map<StoredFolder, Set<string>>();
    for (const folder of folders) {
      if (!(folder.name in manifest.folders)) continue;
      const source = join(work, folder.name);
      if ('storage' in folder) {
        restoredKeys.set(folder, await putObjects(folder, source));
        continue;
      }
      // Empty the folder rather than remove it: in production it is a mounted volume.
      await mkdir(folder.dir, { recursive: true });
      for (const entry of await readdir(folder.dir)) {
        await rm(join(folder.dir, entry), { recursive: true, force: true });
      }
      await mkdir(source, { recursive: true });
      await cp(source, folder.dir, { recursive: true });
    }
    for (const name of existing) {
      if (!(name in manifest.collections)) await db.collection(name).drop();
    }
    for (const name of Object.keys(manifest.collections)) {
      await db.renameCollection(`${STAGING_PREFIX}${name}`, name, { dropTarget: true });
    }
    for (const [folder, keys] of restoredKeys) {
      const stored: string[] = [];
      for await (const key of folder.storage.keys()) stored.push(key);
      for (const key of stored) if (!keys.has(key)) await folder.storage.delete(key);
    }
    return manifest;
  } finally {
    await dropStaging(db).catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}
