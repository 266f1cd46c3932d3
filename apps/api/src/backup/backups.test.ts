import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { backupsFromConfig, createApp } from '../app.js';
import { bearer, createUser, testConfig } from '../features/auth/testing.js';
import { seedCatalogue } from '../features/catalogue/index.js';
import { temporaryDir } from '../features/catalogue/testing.js';
import { backupStorageFromConfig } from '../features/uploads/index.js';
import { createS3Storage } from '../features/uploads/storage/s3-storage.js';
import { startS3Server } from '../features/uploads/storage/testing.js';
import { prefixedStorage, storageWithout } from '../features/uploads/storage/prefixed-storage.js';
import { BackupRunModel } from './backup-run.model.js';
import {
  BACKUP_INTERRUPTED,
  backupName,
  createBackups,
  STALE_AFTER_MS,
} from './backups.service.js';
import { startNightlyBackups } from './nightly.js';

useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;

/** A backup's date is its name's, to the second. */
const toSecond = (iso: string) => `${iso.slice(0, 19)}.000Z`;

/** An api whose files (uploads, backups) live in a fresh DATA_DIR. */
function shop(options: { now?: () => Date; keepDays?: number } = {}) {
  const dataDir = temporaryDir('backups-test-');
  const config = testConfig({
    DATA_DIR: dataDir,
    DOWNLOADS_DIR: join(dataDir, 'downloads'),
    BACKUP_KEEP_DAYS: String(options.keepDays ?? 14),
  });
  const backups = backupsFromConfig(config, testLogger(), undefined, options.now);
  const app = createApp({
    config,
    logger: testLogger(),
    isReady: () => Promise.resolve(true),
    backups,
    ...(options.now ? { now: options.now } : {}),
  });
  return { app, backups, dataDir };
}

/** Polls the run's progress until it has finished, keeping every answer seen. */
async function followRun(app: ReturnType<typeof createApp>, admin: { token: string }, id: string) {
  const seen: Record<string, unknown>[] = [];
  for (let tries = 0; tries < 600; tries += 1) {
    const { body } = await request(app)
      .get(`/api/backups/runs/${id}`)
      .set(bearer(admin))
      .expect(200);
    seen.push(body as Record<string, unknown>);
    if (body.status !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the backup never finished');
}

/** The entries of a .tar.gz, by name (tar headers are 512-byte blocks). */
function entriesOf(archive: Buffer): string[] {
  const tar = gunzipSync(archive);
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    if (!name) break;
    const size =
      parseInt(
        tar
          .subarray(offset + 124, offset + 136)
          .toString('utf8')
          .trim(),
        8,
      ) || 0;
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe('backups from the admin', () => {
  it('starts at once, shows its progress, then lists it with its size to download', async () => {
    const { app, backups } = shop();
    const admin = await createUser({ role: 'admin' });
    await seedCatalogue();

    const started = await request(app).post('/api/backups').set(bearer(admin)).expect(202);
    expect(started.body).toMatchObject({ status: 'running', trigger: 'manual' });
    const again = await request(app).post('/api/backups').set(bearer(admin)).expect(409);
    expect(again.body.message).toMatch(/already running/);
    const seen = await followRun(app, admin, started.body.id as string);
    await backups.settled();

    const done = seen.at(-1)!;
    expect(done).toMatchObject({ status: 'done', message: null });
    expect(done.collectionsDone).toBe(done.collectionsTotal);
    expect(done.collectionsTotal).toBeGreaterThan(3);
    expect(done.size).toBeGreaterThan(0);
    const list = await request(app).get('/api/backups').set(bearer(admin)).expect(200);
    expect(list.body.backups).toEqual([
      { name: done.name, createdAt: toSecond(done.startedAt as string), size: done.size },
    ]);
    expect(list.body.latest).toMatchObject({ id: started.body.id, status: 'done' });

    const link = await request(app)
      .post(`/api/backups/${done.name as string}/link`)
      .set(bearer(admin))
      .expect(200);
    const download = await request(app)
      .get(link.body.url as string)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${done.name as string}"`,
    );
    expect((download.body as Buffer).length).toBe(done.size);
    expect(entriesOf(download.body as Buffer)).toEqual(
      expect.arrayContaining(['manifest.json', 'db/products.ndjson', 'db/orders.ndjson']),
    );
    // The backups' own record is about this server, not the shop: never in a backup.
    expect(entriesOf(download.body as Buffer)).not.toContain('db/backup_runs.ndjson');
  });

  it('shows none of it to editors, and downloads only with a valid link', async () => {
    const { app } = shop();
    const editor = await createUser({ role: 'editor' });
    const admin = await createUser({ role: 'admin' });

    await request(app).post('/api/backups').set(bearer(editor)).expect(403);
    await request(app).get('/api/backups').set(bearer(editor)).expect(403);
    await request(app).get('/api/backups').expect(401);
    await request(app)
      .post('/api/backups/backup-20260101-030000.tar.gz/link')
      .set(bearer(admin))
      .expect(404);
    await request(app).post('/api/backups/..%2Fsecrets/link').set(bearer(admin)).expect(400);
    const forged = await request(app)
      .get('/api/backups/backup-20260101-030000.tar.gz?token=forged.token')
      .expect(403);
    expect(forged.body.message).toBe('This download link is not valid.');
  });

  it('marks a backup cut off by a crash as failed and never lists it', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const { app, dataDir } = shop({ now: () => now });
    const admin = await createUser({ role: 'admin' });
    const cutOff = await BackupRunModel.create({
      status: 'running',
      trigger: 'nightly',
      lock: 'running',
      startedAt: now,
      heartbeatAt: now,
      collectionsDone: 3,
      collectionsTotal: 9,
    });

    // While its heartbeat is fresh it may still be running in another process.
    await request(app).post('/api/backups').set(bearer(admin)).expect(409);
    now = new Date(now.getTime() + STALE_AFTER_MS + 1000);
    const run = await request(app)
      .get(`/api/backups/runs/${cutOff._id.toString()}`)
      .set(bearer(admin))
      .expect(200);

    expect(run.body).toMatchObject({ status: 'failed', message: BACKUP_INTERRUPTED, size: null });
    const list = await request(app).get('/api/backups').set(bearer(admin)).expect(200);
    expect(list.body.backups).toEqual([]);
    expect(readdirSync(dataDir)).not.toContain('backups');
  });

  it('keeps BACKUP_KEEP_DAYS days of backups: older ones go once a new one is made', async () => {
    const now = new Date('2026-03-20T03:00:00Z');
    const { backups, dataDir } = shop({ now: () => now, keepDays: 14 });
    const folder = join(dataDir, 'backups');
    const old = backupName(new Date(now.getTime() - 15 * DAY));
    const recent = backupName(new Date(now.getTime() - 13 * DAY));
    const kept = backupStorageFromConfig(testConfig({ DATA_DIR: dataDir }));
    for (const name of [old, recent]) {
      await kept.put(name, Readable.from(['old']), 'application/gzip');
    }

    await backups.start('manual');
    await backups.settled();

    expect(
      readdirSync(folder)
        .filter((name) => name.endsWith('.gz'))
        .sort(),
    ).toEqual([recent, backupName(now)].sort());
  });
});

describe('the nightly backup', () => {
  it('is made once a night at the hour, however many api processes check', async () => {
    const now = new Date('2026-03-20T03:15:00Z');
    const { backups } = shop({ now: () => now });
    const other = shop({ now: () => now }).backups;
    const stops = [backups, other].map((each) =>
      startNightlyBackups({ backups: each, hour: 3, logger: testLogger(), now: () => now }),
    );
    try {
      await waitFor(async () => (await BackupRunModel.countDocuments({ status: 'done' })) === 1);
      await Promise.all([backups.settled(), other.settled()]);
      const runs = await BackupRunModel.find().lean();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ trigger: 'nightly', night: '2026-03-20', status: 'done' });
    } finally {
      stops.forEach((stop) => stop());
    }
  });

  it('waits for its hour', async () => {
    const now = new Date('2026-03-20T14:15:00Z');
    const { backups } = shop({ now: () => now });
    const checked = new Promise<void>((resolve) => {
      const stop = startNightlyBackups({
        backups,
        hour: 3,
        logger: testLogger(),
        now: () => {
          setImmediate(resolve);
          return now;
        },
      });
      setImmediate(stop);
    });
    await checked;
    expect(await BackupRunModel.countDocuments()).toBe(0);
  });
});

async function waitFor(condition: () => Promise<boolean>) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

describe('backups in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  it('are kept under backups/, and a backup never holds the earlier ones', async () => {
    const bucket = createS3Storage(s3.options);
    const uploads = storageWithout(bucket, 'backups/');
    await bucket.put(
      'images/650f1c2ab3d4e5f601234567/320.webp',
      Readable.from(['icon']),
      'image/webp',
    );
    const backups = createBackups({
      db: () => BackupRunModel.db.db!,
      folders: [{ name: 'uploads', storage: uploads }],
      storage: prefixedStorage(bucket, 'backups/'),
      keepDays: 14,
      logger: testLogger(),
      now: (() => {
        let tick = Date.parse('2026-03-20T03:00:00Z');
        return () => new Date((tick += 1000));
      })(),
    });

    await backups.start('manual');
    await backups.settled();
    await backups.start('manual');
    await backups.settled();

    const keys = (await bucket.list('')).sort();
    expect(keys.filter((key) => key.startsWith('backups/'))).toHaveLength(2);
    const latest = (await backups.list()).backups[0]!;
    const body = await (await bucket.get(`backups/${latest.name}`))!.body.toArray();
    const entries = entriesOf(Buffer.concat(body as Buffer[]));
    expect(entries).toContain('files/uploads/images/650f1c2ab3d4e5f601234567/320.webp');
    expect(entries.some((entry) => entry.includes('backups/'))).toBe(false);
  });
});
