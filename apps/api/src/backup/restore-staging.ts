// The first half of a restore: the whole archive read and checked into staging (restore.ts).
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { z } from 'zod';
import { isSafeKey } from '../features/uploads/storage/file-storage.js';
import {
  DamagedArchiveError,
  readArchive,
  readLines,
  readSmall,
  type ArchiveEntry,
  type ArchiveLimits,
} from './archive.js';
import { BACKUP_FORMAT, STAGING_PREFIX, type BackupFolder, type BackupManifest } from './backup.js';

const { EJSON } = mongoose.mongo.BSON;
type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;

const INSERT_BATCH = 1_000;
/** The manifest and a collection's index list are a few KB. */
const SMALL_ENTRY_BYTES = 1024 ** 2;
/** A MongoDB document is at most 16 MB; its Extended JSON a few times that. */
const MAX_DOCUMENT_LINE = 64 * 1024 ** 2;
/** Format 1 kept a collection as one JSON array, read whole: only so large. */
const MAX_FORMAT_1_COLLECTION = 256 * 1024 ** 2;

/** A name MongoDB and a file system both take: no `/`, no `..`, no leading dot, no `$`. */
const COLLECTION_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}$/;
const FOLDER_NAME = /^[a-z][a-z0-9-]{0,39}$/;

const validCollectionName = (name: string) =>
  COLLECTION_NAME.test(name) &&
  !name.includes('..') &&
  !name.startsWith('system.') &&
  !name.startsWith(STAGING_PREFIX);

const manifestSchema = z.object({
  format: z.union([z.literal(1), z.literal(BACKUP_FORMAT)]),
  createdAt: z.string(),
  collections: z.record(z.string(), z.number().int().nonnegative()),
  folders: z.record(z.string(), z.number().int().nonnegative()),
});

const damaged = (message: string) => new DamagedArchiveError(message);

interface Staged {
  manifest?: BackupManifest;
  /** Documents read per collection. */
  documents: Map<string, number>;
  indexes: Map<string, Document[]>;
  /** Files unpacked per folder. */
  files: Map<string, number>;
}

/** Checks one collection's documents and inserts them, a batch at a time, into its staging copy. */
async function stageDocuments(
  db: Db,
  name: string,
  entry: ArchiveEntry,
  format: 1 | 2,
): Promise<number> {
  const staging = await db.createCollection(`${STAGING_PREFIX}${name}`);
  let batch: Document[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length > 0) await staging.insertMany(batch, { ordered: true });
    batch = [];
  };
  const add = async (document: unknown) => {
    if (typeof document !== 'object' || document === null || Array.isArray(document)) {
      throw damaged(`a document of ${name} is not an object`);
    }
    batch.push(document);
    count += 1;
    if (batch.length >= INSERT_BATCH) await flush();
  };
  const parse = (text: string): unknown => {
    try {
      return EJSON.parse(text, { relaxed: false });
    } catch {
      throw damaged(`the documents of ${name} are not valid Extended JSON`);
    }
  };

  if (format === 1) {
    const documents = parse((await readSmall(entry, MAX_FORMAT_1_COLLECTION)).toString('utf8'));
    if (!Array.isArray(documents)) throw damaged(`the documents of ${name} are not a list`);
    for (const document of documents) await add(document);
  } else {
    await readLines(entry, MAX_DOCUMENT_LINE, async (line) => {
      if (line.trim() !== '') await add(parse(line));
    });
  }
  await flush();
  return count;
}

/** Unpacks one file into the staging folder (the path was checked to stay inside it). */
async function stageFile(entry: ArchiveEntry, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await pipeline(entry.body, createWriteStream(target, { flags: 'wx' }));
}

/** Reads the whole archive into staging, checking every entry; throws on the first fault. */
export async function stage(
  db: Db,
  file: string,
  work: string,
  folders: Map<string, BackupFolder>,
  limits: ArchiveLimits,
): Promise<Required<Staged>> {
  const staged: Staged = { documents: new Map(), indexes: new Map(), files: new Map() };
  const format = () => staged.manifest?.format ?? BACKUP_FORMAT;

  await readArchive(
    file,
    async (entry) => {
      const parts = entry.path.replace(/\/$/, '').split('/');
      const [top, second] = parts;

      if (entry.path === 'manifest.json' && entry.kind === 'file') {
        let parsed: unknown;
        try {
          parsed = JSON.parse((await readSmall(entry, SMALL_ENTRY_BYTES)).toString('utf8'));
        } catch (error) {
          if (error instanceof DamagedArchiveError) throw error;
          throw damaged('its manifest.json is not JSON');
        }
        const manifest = manifestSchema.safeParse(parsed);
        if (!manifest.success) {
          const format = (parsed as { format?: unknown } | null)?.format;
          throw typeof format === 'number' && format !== 1 && format !== BACKUP_FORMAT
            ? damaged(`it has format ${format}; this version reads formats 1 and ${BACKUP_FORMAT}`)
            : damaged('its manifest.json is not a backup manifest');
        }
        staged.manifest = manifest.data;
        return;
      }

      if (top === 'db' && parts.length === 2 && second && entry.kind === 'file') {
        const match = /^(.+?)\.(ndjson|indexes\.json|json)$/.exec(second);
        const name = match?.[1];
        if (!match || !name || !validCollectionName(name)) {
          throw damaged(`it names a collection "${second}" that is not a valid collection name`);
        }
        if (match[2] === 'indexes.json') {
          const indexes = EJSON.parse(
            (await readSmall(entry, SMALL_ENTRY_BYTES)).toString('utf8'),
            { relaxed: false },
          ) as unknown;
          if (!Array.isArray(indexes)) throw damaged(`the indexes of ${name} are not a list`);
          staged.indexes.set(name, indexes as Document[]);
          return;
        }
        const fileFormat = match[2] === 'json' ? 1 : 2;
        if (staged.documents.has(name) || (staged.manifest && fileFormat !== format())) {
          throw damaged(`its documents of ${name} do not match its manifest`);
        }
        staged.documents.set(name, await stageDocuments(db, name, entry, fileFormat));
        return;
      }

      if (top === 'files' && second && FOLDER_NAME.test(second)) {
        const folder = folders.get(second);
        const inside = parts.slice(2).join('/');
        if (entry.kind === 'folder' || !folder) return; // folders come with their files
        if ('storage' in folder && !isSafeKey(inside)) {
          throw damaged(`its file "${entry.path}" is not a name the shop gives its uploads`);
        }
        await stageFile(entry, join(work, second, ...parts.slice(2))).catch((error: unknown) => {
          throw (error as { code?: unknown }).code === 'EEXIST'
            ? damaged(`it holds "${entry.path}" twice`)
            : error;
        });
        staged.files.set(second, (staged.files.get(second) ?? 0) + 1);
        return;
      }

      if (entry.kind === 'folder' && (entry.path === 'db/' || entry.path === 'files/')) return;
      throw damaged(`it holds "${entry.path}", which a backup never does`);
    },
    limits,
  );

  // Everything was read: what the manifest promises must all be there.
  const { manifest } = staged;
  if (!manifest) throw damaged('it has no manifest.json');
  for (const [name, count] of Object.entries(manifest.collections)) {
    if (!validCollectionName(name)) {
      throw damaged(`its manifest names a collection "${name}" that is not a valid name`);
    }
    if (staged.documents.get(name) !== count) {
      throw damaged(
        `its manifest lists ${count} documents in ${name}, the archive holds ${staged.documents.get(name) ?? 'none'}`,
      );
    }
  }
  for (const name of staged.documents.keys()) {
    if (!(name in manifest.collections)) {
      throw damaged(`it holds documents of ${name}, which its manifest does not list`);
    }
  }
  for (const [name, count] of Object.entries(manifest.folders)) {
    if (folders.has(name) && (staged.files.get(name) ?? 0) !== count) {
      throw damaged(
        `its manifest lists ${count} files in ${name}, the archive holds ${staged.files.get(name) ?? 0}`,
      );
    }
  }
  // Unique indexes are built on the staged documents, so a conflict shows before the swap.
  for (const [name, indexes] of staged.indexes) {
    if (!staged.documents.has(name) || indexes.length === 0) continue;
    await db
      .collection(`${STAGING_PREFIX}${name}`)
      .createIndexes(
        indexes.map(
          ({ v: _version, ns: _namespace, ...index }) => index as mongoose.mongo.IndexDescription,
        ),
      );
  }
  return { ...staged, manifest };
}

export const dropStaging = async (db: Db) => {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => name.startsWith(STAGING_PREFIX));
  for (const name of names) await db.collection(name).drop();
};
