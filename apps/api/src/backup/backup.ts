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

/** The shop's collections: not MongoDB's own, nor an interrupted restore's staging copies. */
export const collectionNames = async (db: Db): Promise<string[]> =>
  (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.') && !name.startsWith(STAGING_PREFIX))
    .sort();

const countFiles = async (dir: string): Promise<number> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    .length;

/** Streams a collection's documents into `file`, one canonical Extended JSON document a line. */
async function writeDocuments(db: Db, name: string, file: string): Promise<number> {
  let count = 0;
  const lines = async function* () {
    for await (const document of db.collection(name).find({})) {
      count += 1;
      yield `${EJSON.stringify(document, { relaxed: false })}\n`;
    }
  };
  await pipeline(lines, createWriteStream(file));
  return count;
}

/** Copies every stored object into `target`, under its key; answers how many. */
async function copyObjects(storage: FileStorage, target: string): Promise<number> {
  let count = 0;
  for await (const key of storage.keys()) {
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed
    const file = join(target, ...key.split('/'));
    await mkdir(dirname(file), { recursive: true });
    await pipeline(object.body, createWriteStream(file));
    count += 1;
  }
  return count;
}

/** Writes the database and the folders into one .tar.gz at `file`. */
export async function writeBackup(
  db: Db,
  folders: BackupFolder[],
  file: string,
): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'ministry-backup-'));
  try {
    await mkdir(join(work, 'db'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      collections: {},
      folders: {},
    };
    for (const name of await collectionNames(db)) {
      manifest.collections[name] = await writeDocuments(
        db,
        name,
        join(work, 'db', `${name}.ndjson`),
      );
      const indexes = (await db.collection(name).listIndexes().toArray()).filter(
        (index: { name?: unknown }) => index.name !== '_id_',
      );
      await writeFile(
        join(work, 'db', `${name}.indexes.json`),
        EJSON.stringify(indexes, { relaxed: false }),
      );
    }
    for (const folder of folders) {
      const target = join(work, 'files', folder.name);
      if ('storage' in folder) {
        await mkdir(target, { recursive: true });
        manifest.folders[folder.name] = await copyObjects(folder.storage, target);
      } else if (existsSync(folder.dir)) {
        await cp(folder.dir, target, { recursive: true });
        manifest.folders[folder.name] = await countFiles(target);
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
