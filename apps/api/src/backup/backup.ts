import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import * as tar from 'tar';
import type { FileStorage } from '../features/uploads/index.js';

/**
 * One archive (.tar.gz) holding everything the shop keeps: each collection's documents as
 * MongoDB Extended JSON (canonical, so ObjectIds, dates and decimals come back as they were),
 * one document a line, each collection's indexes, and the files: the downloads folder and every
 * uploaded object, from the uploads folder or the S3 bucket alike. The database is read with the
 * driver only, so this works alike on MongoDB and the embedded engine; documents and files are
 * streamed, so memory stays small whatever the shop's size. Restoring is in restore.ts.
 *
 * Every collection is read through one snapshot session (readConcern "snapshot"): all of them as
 * they stood at the first read, so the shop keeps selling while a backup runs and a write that
 * spans collections in one transaction is in the backup whole or not at all. MongoDB gives
 * snapshot reads on a replica set (a single node is enough: docker-compose.yml runs one); the
 * embedded engine gives them too (packages/embedded-mongo/src/snapshots.ts).
 */
const { EJSON } = mongoose.mongo.BSON;
type Db = mongoose.mongo.Db;

/** 2: documents one a line (`db/<name>.ndjson`); 1 (still read): one array (`db/<name>.json`). */
export const BACKUP_FORMAT = 2;

/** A folder of files on disk, kept in the archive under `files/<name>/`. */
export interface FileFolder {
  name: string;
  dir: string;
}

/** Uploaded objects (on disk or in a bucket), kept under `files/<name>/<key>`. */
export interface StoredFolder {
  name: string;
  storage: FileStorage;
}

export type BackupFolder = FileFolder | StoredFolder;

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** Documents per collection. */
  collections: Record<string, number>;
  /** Files per folder. */
  folders: Record<string, number>;
}

/** Where a restore puts collections while it loads them, before they replace the live ones. */
export const STAGING_PREFIX = 'restore-staging.';

/**
 * The record of backups made (their progress): about this server's backups, not the shop, so
 * neither kept in a backup nor replaced by a restore.
 */
export const BACKUP_RUNS_COLLECTION = 'backup_runs';

/** The shop's collections: not MongoDB's own, the backups' record, nor a restore's staging. */
export const collectionNames = async (db: Db): Promise<string[]> =>
  (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter(
      (name) =>
        !name.startsWith('system.') &&
        !name.startsWith(STAGING_PREFIX) &&
        name !== BACKUP_RUNS_COLLECTION,
    )
    .sort();

/** How far a backup has gone, told after each collection and each file. */
export interface BackupProgress {
  collectionsDone: number;
  collectionsTotal: number;
  filesDone: number;
}

export interface BackupOptions {
  /** Awaited before the backup reads on (a caller may record it). */
  onProgress?: (progress: BackupProgress) => Promise<void> | void;
}

/** Snapshot reads need a replica set on MongoDB; a standalone server refuses them with this. */
export class SnapshotUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `A consistent backup reads the database at one instant (a snapshot), which this MongoDB refuses: run it as a replica set (a single node is enough: mongod --replSet rs0, then rs.initiate()). ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'SnapshotUnavailableError';
  }
}

const isSnapshotRefusal = (error: unknown) =>
  error instanceof mongoose.mongo.MongoServerError &&
  /snapshot|replica set|readConcern/i.test(error.message) &&
  !/SnapshotTooOld/i.test(error.codeName ?? '');

const countFiles = async (dir: string): Promise<number> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    .length;

/** Streams a collection's documents into `file`, one canonical Extended JSON document a line. */
async function writeDocuments(
  db: Db,
  session: mongoose.mongo.ClientSession,
  name: string,
  file: string,
): Promise<number> {
  let count = 0;
  const lines = async function* () {
    for await (const document of db.collection(name).find({}, { session })) {
      count += 1;
      yield `${EJSON.stringify(document, { relaxed: false })}\n`;
    }
  };
  await pipeline(lines, createWriteStream(file));
  return count;
}

/** Copies every stored object into `target`, under its key; answers how many. */
async function copyObjects(
  storage: FileStorage,
  target: string,
  copied: () => Promise<void>,
): Promise<number> {
  let count = 0;
  for await (const key of storage.keys()) {
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed
    const file = join(target, ...key.split('/'));
    await mkdir(dirname(file), { recursive: true });
    await pipeline(object.body, createWriteStream(file));
    count += 1;
    await copied();
  }
  return count;
}

/** Reads every collection through one snapshot session into `dir`; answers the counts. */
async function writeCollections(
  db: Db,
  dir: string,
  done: (total: number) => Promise<void>,
): Promise<Record<string, number>> {
  const names = await collectionNames(db);
  const counts: Record<string, number> = {};
  const session = db.client.startSession({ snapshot: true });
  try {
    for (const name of names) {
      counts[name] = await writeDocuments(db, session, name, join(dir, `${name}.ndjson`));
      const indexes = (await db.collection(name).listIndexes().toArray()).filter(
        (index: { name?: unknown }) => index.name !== '_id_',
      );
      await writeFile(
        join(dir, `${name}.indexes.json`),
        EJSON.stringify(indexes, { relaxed: false }),
      );
      await done(names.length);
    }
  } catch (error) {
    throw isSnapshotRefusal(error) ? new SnapshotUnavailableError(error) : error;
  } finally {
    await session.endSession();
  }
  return counts;
}

/** Writes the database and the folders into one .tar.gz at `file`. */
export async function writeBackup(
  db: Db,
  folders: BackupFolder[],
  file: string,
  options: BackupOptions = {},
): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'ministry-backup-'));
  const progress: BackupProgress = { collectionsDone: 0, collectionsTotal: 0, filesDone: 0 };
  const tell = async () => options.onProgress?.({ ...progress });
  try {
    await mkdir(join(work, 'db'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      collections: await writeCollections(db, join(work, 'db'), async (total) => {
        progress.collectionsTotal = total;
        progress.collectionsDone += 1;
        await tell();
      }),
      folders: {},
    };
    for (const folder of folders) {
      const target = join(work, 'files', folder.name);
      if ('storage' in folder) {
        await mkdir(target, { recursive: true });
        manifest.folders[folder.name] = await copyObjects(folder.storage, target, async () => {
          progress.filesDone += 1;
          await tell();
        });
      } else if (existsSync(folder.dir)) {
        await cp(folder.dir, target, { recursive: true });
        manifest.folders[folder.name] = await countFiles(target);
        progress.filesDone += manifest.folders[folder.name] ?? 0;
        await tell();
      }
    }
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', 'db', ...(existsSync(join(work, 'files')) ? ['files'] : [])];
    await tar.create({ gzip: true, file, cwd: work, portable: true }, entries);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The files a shop keeps: the downloads products offer, and every upload where it is stored. */
export const shopFolders = (
  config: { DOWNLOADS_DIR: string },
  uploads: FileStorage,
): BackupFolder[] => [
  { name: 'downloads', dir: config.DOWNLOADS_DIR },
  { name: 'uploads', storage: uploads },
];
