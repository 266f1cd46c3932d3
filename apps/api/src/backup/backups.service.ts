import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type mongoose from 'mongoose';
import type { Backup, BackupList, BackupRun } from '@ministry/contracts';
import { isDuplicateKey, trusted } from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import type { FileStorage } from '../features/uploads/index.js';
import { writeBackup, type BackupFolder, type BackupProgress } from './backup.js';
import { BackupRunModel, type BackupRunRecord } from './backup-run.model.js';

/**
 * Backups from the admin and the nightly schedule: one at a time, made in the background while
 * the shop runs (backup.ts reads at one instant), its progress recorded as it goes, the archive
 * put in the backups' storage (DATA_DIR/backups or the bucket) only once whole, so the list
 * never shows a partial one. Backups older than `keepDays` are deleted after each new one.
 */
export interface BackupsDeps {
  db: () => mongoose.mongo.Db;
  /** What goes in a backup besides the database: the downloads folder and the uploads. */
  folders: BackupFolder[];
  /** Where finished backups are kept. */
  storage: FileStorage;
  keepDays: number;
  logger: Logger;
  now?: () => Date;
}

/** A run whose heartbeat is older than this was cut off (the api stopped while it ran). */
export const STALE_AFTER_MS = 60_000;
const HEARTBEAT_MS = 10_000;
/** Progress is recorded at most this often (and after the last step). */
const PROGRESS_EVERY_MS = 250;
const DAY_MS = 24 * 60 * 60 * 1000;

const NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

/** `backup-20261122-030000.tar.gz`: the moment it started, UTC, sorting as it reads. */
export const backupName = (at: Date) =>
  `backup-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

const dateOfName = (name: string): Date | undefined => {
  const parts = NAME.exec(name);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s] = parts;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
};

export const toBackupRun = (run: BackupRunRecord): BackupRun => ({
  id: run._id.toString(),
  status: run.status,
  trigger: run.trigger,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  collectionsDone: run.collectionsDone,
  collectionsTotal: run.collectionsTotal,
  filesDone: run.filesDone,
  name: run.name ?? null,
  size: run.size ?? null,
  message: run.message ?? null,
});

export const BACKUP_RUNNING = 'A backup is already running: wait for it to finish.';
export const BACKUP_INTERRUPTED =
  'Interrupted: the api stopped while it ran. Nothing was kept; make a new backup.';

export function createBackups(deps: BackupsDeps) {
  const now = deps.now ?? (() => new Date());
  /** The runs this process is making, to be awaited (tests, shutdown). */
  const making = new Set<Promise<void>>();

  /** Fails every run whose heartbeat stopped: it never finished and never will. */
  async function failInterrupted(): Promise<void> {
    await BackupRunModel.updateMany(
      {
        status: 'running',
        heartbeatAt: trusted({ $lt: new Date(now().getTime() - STALE_AFTER_MS) }),
      },
      {
        $set: { status: 'failed', finishedAt: now(), message: BACKUP_INTERRUPTED },
        $unset: { lock: 1 },
      },
    );
  }

  async function list(): Promise<Backup[]> {
    const backups: Backup[] = [];
    for await (const name of deps.storage.keys()) {
      const createdAt = dateOfName(name);
      const stat = createdAt && (await deps.storage.stat(name));
      if (createdAt && stat) {
        backups.push({ name, createdAt: createdAt.toISOString(), size: stat.size });
      }
    }
    return backups.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** Deletes the backups older than `keepDays`, never the one just made. */
  async function prune(kept: string): Promise<void> {
    const oldest = now().getTime() - deps.keepDays * DAY_MS;
    for (const backup of await list()) {
      if (backup.name !== kept && Date.parse(backup.createdAt) < oldest) {
        await deps.storage.delete(backup.name);
        deps.logger.info(`backup: ${backup.name} deleted, older than ${deps.keepDays} days`);
      }
    }
  }

  async function make(run: BackupRunRecord): Promise<void> {
    const id = run._id;
    const work = await mkdtemp(join(tmpdir(), 'ministry-backup-run-'));
    const heartbeat = setInterval(() => {
      BackupRunModel.updateOne({ _id: id }, { $set: { heartbeatAt: now() } }).catch(
        () => undefined,
      );
    }, HEARTBEAT_MS);
    let recordedAt = 0;
    const record = async (progress: BackupProgress, force = false) => {
      if (!force && Date.now() - recordedAt < PROGRESS_EVERY_MS) return;
      recordedAt = Date.now();
      await BackupRunModel.updateOne({ _id: id }, { $set: { ...progress, heartbeatAt: now() } });
    };
    try {
      const file = join(work, 'backup.tar.gz');
      let last: BackupProgress | undefined;
      await writeBackup(deps.db(), deps.folders, file, {
        onProgress: (progress) => {
          last = progress;
          return record(progress);
        },
      });
      if (last) await record(last, true);
      const name = backupName(run.startedAt);
      const { size } = await deps.storage.put(name, createReadStream(file), 'application/gzip');
      await BackupRunModel.updateOne(
        { _id: id },
        { $set: { status: 'done', finishedAt: now(), name, size }, $unset: { lock: 1 } },
      );
      deps.logger.info(`backup: ${name} kept (${size} bytes)`);
      await prune(name);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.logger.error({ err: error }, `backup failed: ${message}`);
      await BackupRunModel.updateOne(
        { _id: id },
        { $set: { status: 'failed', finishedAt: now(), message }, $unset: { lock: 1 } },
      ).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    /**
     * Starts a backup and answers at once; a 409 while one runs. A nightly one names its night:
     * undefined when that night's was already started (by this process or another).
     */
    async start(trigger: 'manual' | 'nightly', night?: string): Promise<BackupRun | undefined> {
      await failInterrupted();
      const at = now();
      let run: BackupRunRecord;
      try {
        run = (
          await BackupRunModel.create({
            status: 'running',
            trigger,
            lock: 'running',
            ...(night ? { night } : {}),
            startedAt: at,
            heartbeatAt: at,
          })
        ).toObject();
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (night && 'night' in (error.keyPattern ?? {})) return undefined;
        throw AppError.conflict(BACKUP_RUNNING);
      }
      const made = make(run);
      making.add(made);
      void made.finally(() => making.delete(made));
      return toBackupRun(run);
    },

    async progress(id: string): Promise<BackupRun> {
      await failInterrupted();
      const run = await BackupRunModel.findById(id).lean();
      if (!run) throw AppError.notFound('No such backup.');
      return toBackupRun(run);
    },

    async list(): Promise<BackupList> {
      await failInterrupted();
      const latest = await BackupRunModel.findOne().sort({ startedAt: -1 }).lean();
      return { backups: await list(), latest: latest ? toBackupRun(latest) : null };
    },

    async open(name: string) {
      const file = await deps.storage.get(name);
      if (!file) throw AppError.notFound('No such backup.');
      return file;
    },

    /** Resolves once every backup this process started has finished. */
    async settled(): Promise<void> {
      await Promise.all(making);
    },

    failInterrupted,
  };
}

export type Backups = ReturnType<typeof createBackups>;
