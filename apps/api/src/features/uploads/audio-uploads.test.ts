import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildStaffApp, createStaff } from '../catalogue/admin/testing.js';
import { temporaryDir } from '../catalogue/testing.js';
import type { FileStorage } from './storage/file-storage.js';
import { createLocalStorage } from './storage/local-storage.js';
import { createS3Storage } from './storage/s3-storage.js';
import { startS3Server } from './storage/testing.js';
import { m4aFile, mp3File, mp4File, opusFile, pdfFile } from './testing.js';
import { UploadModel } from './upload.model.js';

useTestDatabase();

let stopS3: (() => Promise<void>) | undefined;
let s3Storage: FileStorage | undefined;

beforeAll(async () => {
  const s3 = await startS3Server();
  stopS3 = s3.stop;
  s3Storage = createS3Storage(s3.options);
});

afterAll(async () => {
  await stopS3?.();
});

/** Reads a binary answer whole, whatever its type. */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const uploadAudio = (
  app: ReturnType<typeof buildStaffApp>,
  auth: Record<string, string>,
  bytes: Buffer,
  filename: string,
) =>
  request(app)
    .post('/api/uploads?kind=audio')
    .set(auth)
    .attach('file', bytes, { filename, contentType: 'application/octet-stream' });

describe.each([
  ['local disk', () => createLocalStorage(temporaryDir('audio-'))],
  ['S3 (s3rver)', () => s3Storage!],
])('audio stored on %s', (_driver, makeStorage) => {
  const buildApp = () => buildStaffApp({}, { storage: makeStorage() });

  it('serves an MP3 whole, and a byte range with 206 so that a player can seek', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const bytes = mp3File(8);

    const response = await uploadAudio(app, asAdmin, bytes, 'Trisagion.mp3').expect(201);

    const audio = uploadSchema.parse(response.body);
    expect(audio).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg', size: bytes.length });
    expect(audio.url).toBe(`/api/uploads/${audio.id}/audio.mp3`);
    const whole = await binary(request(app).get(audio.url!)).expect(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes' });
    expect((whole.body as Buffer).equals(bytes)).toBe(true);

    // The fourth frame (417 bytes each) starts at 1251: its header, then bytes that say "3".
    const part = await binary(request(app).get(audio.url!).set('Range', 'bytes=1251-1258')).expect(
      206,
    );
    expect(part.headers['content-range']).toBe(`bytes 1251-1258/${bytes.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect([...(part.body as Buffer)]).toEqual([0xff, 0xfb, 0x90, 0x64, 3, 3, 3, 3]);

    const tail = await binary(request(app).get(audio.url!).set('Range', 'bytes=-4')).expect(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${bytes.length - 4}-${bytes.length - 1}/${bytes.length}`,
    );
    await request(app)
      .get(audio.url!)
      .set('Range', `bytes=${bytes.length + 10}-`)
      .expect(416);
  });
});

describe('POST /api/uploads?kind=audio', () => {
  const buildApp = (overrides: Record<string, string> = {}) =>
    buildStaffApp(overrides, { storage: createLocalStorage(temporaryDir('audio-')) });

  it.each([
    ['an M4A', () => m4aFile(), 'audio/mp4', 'm4a'],
    ['an Ogg Opus file', () => opusFile(), 'audio/ogg', 'opus'],
  ])('takes %s, typed by its bytes whatever its name', async (_case, bytes, type, extension) => {
    const { asAdmin } = await createStaff();
    const app = buildApp();

    const response = await uploadAudio(app, asAdmin, bytes(), 'recording.bin').expect(201);

    const audio = uploadSchema.parse(response.body);
    expect(audio.contentType).toBe(type);
    expect(audio.url).toBe(`/api/uploads/${audio.id}/audio.${extension}`);
    const served = await request(app).get(audio.url!).expect(200);
    expect(served.headers['content-type']).toBe(type);
  });

  it.each([
    ['a PDF named .mp3', () => pdfFile('x'), 'x.mp3'],
    ['an MP4 video', () => mp4File(), 'x.m4a'],
  ])('refuses %s with a 415 naming the types it takes', async (_case, bytes, filename) => {
    const { asAdmin } = await createStaff();

    const response = await uploadAudio(buildApp(), asAdmin, bytes(), filename).expect(415);

    expect(response.body.message).toMatch(
      /^An audio file must be MP3, M4A\/AAC or Ogg\/Opus; this file is /,
    );
    expect(await UploadModel.countDocuments()).toBe(0);
  });

  it('refuses audio over UPLOAD_AUDIO_MAX_MB with a 413 that says the limit', async () => {
    const { asAdmin } = await createStaff();
    const oversize = mp3File(Math.ceil((1024 * 1024) / 417) + 1);

    const response = await uploadAudio(
      buildApp({ UPLOAD_AUDIO_MAX_MB: '1' }),
      asAdmin,
      oversize,
      'long.mp3',
    ).expect(413);

    expect(response.body.message).toBe('The file is too large: an audio file may be at most 1 MB.');
    expect(await UploadModel.countDocuments()).toBe(0);
  });

  it('never serves audio at an extension other than its own', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const { body } = await uploadAudio(app, asAdmin, mp3File(), 'a.mp3').expect(201);

    await request(app).get(`/api/uploads/${body.id}/audio.ogg`).expect(404);
    await request(app).get(`/api/uploads/${body.id}/audio.exe`).expect(404);
  });
});
