import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import * as tar from 'tar';

/**
 * One archive (.tar.gz) holding everything the shop keeps: each collection's documents as
 * MongoDB Extended JSON (canonical, so ObjectIds, dates and decimals come back as they were),
 * each collection's indexes, and the folders of files (downloads, uploads). The database is
 * read and written with the driver only, so this works alike on MongoDB and the embedded engine.
 * Collections are held in memory one at a time: right for a small shop's data.
 */
const { EJSON } = mongoose.mongo.BSON;
type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;

export const BACKUP_FORMAT = 1;
const INSERT_BATCH = 1_000;

/** A folder of files kept in the archive under `files/<name>/`. */
export interface FileFolder {
  name: string;
  dir: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Documents per collection. */
  collections: Record<string, number>;
  /** Files per folder. */
  folders: Record<string, number>;
}

/** Restoring would overwrite data the caller did not say may go. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const collectionNames = async (db: Db): Promise<string[]> =>
  (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();

const countFiles = async (dir: string): Promise<number> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    .length;

/** Writes the database and the folders into one .tar.gz at `file`. */
export async function writeBackup(
  db: Db,
  folders: FileFolder[],
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
      const collection = db.collection(name);
      const documents = await collection.find({}).toArray();
      const indexes = (await collection.listIndexes().toArray()).filter(
        (index: { name?: unknown }) => index.name !== '_id_',
      );
      await writeFile(
        join(work, 'db', `${name}.json`),
        EJSON.stringify(documents, { relaxed: false }),
      );
      await writeFile(
        join(work, 'db', `${name}.indexes.json`),
        EJSON.stringify(indexes, { relaxed: false }),
      );
      manifest.collections[name] = documents.length;
    }
    for (const folder of folders) {
      if (!existsSync(folder.dir)) continue;
      const target = join(work, 'files', folder.name);
      await cp(folder.dir, target, { recursive: true });
      manifest.folders[folder.name] = await countFiles(target);
    }
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', 'db', ...(existsSync(join(work, 'files')) ? ['files'] : [])];
    await tar.create({ gzip: true, file, cwd: work, portable: true }, entries);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Brings the database and the folders back to the archive's state. Refuses a database that
 * holds any document unless `force`, which first drops every collection and replaces each
 * archived folder.
 */
export async function restoreBackup(
  db: Db,
  folders: FileFolder[],
  file: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'ministry-restore-'));
  try {
    await tar.extract({ file, cwd: work });
    const manifest = JSON.parse(
      await readFile(join(work, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) {
      throw new RestoreRefusedError(
        `This archive has format ${String(manifest.format)}; this version reads format ${String(BACKUP_FORMAT)}.`,
      );
    }

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
    for (const name of existing) await db.collection(name).drop();

    for (const name of Object.keys(manifest.collections)) {
      const read = async (suffix: string) =>
        EJSON.parse(await readFile(join(work, 'db', `${name}${suffix}`), 'utf8'), {
          relaxed: false,
        }) as Document[];
      const documents = await read('.json');
      const indexes = await read('.indexes.json');
      const collection = await db.createCollection(name);
      if (indexes.length > 0) {
        await collection.createIndexes(
          indexes.map(
            ({ v: _version, ns: _namespace, ...index }) => index as mongoose.mongo.IndexDescription,
          ),
        );
      }
      for (let start = 0; start < documents.length; start += INSERT_BATCH) {
        await collection.insertMany(documents.slice(start, start + INSERT_BATCH));
      }
    }

    for (const folder of folders) {
      const source = join(work, 'files', folder.name);
      if (!existsSync(source)) continue;
      // Empty the folder rather than remove it: in production it is a mounted volume.
      await mkdir(folder.dir, { recursive: true });
      for (const entry of await readdir(folder.dir)) {
        await rm(join(folder.dir, entry), { recursive: true, force: true });
      }
      await cp(source, folder.dir, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The folders of files a shop keeps: the downloads products offer, and uploads in DATA_DIR. */
export const shopFolders = (config: { DOWNLOADS_DIR: string; DATA_DIR: string }): FileFolder[] => [
  { name: 'downloads', dir: config.DOWNLOADS_DIR },
  { name: 'uploads', dir: join(config.DATA_DIR, 'uploads') },
];
