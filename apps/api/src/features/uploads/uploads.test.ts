import http from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import request from 'supertest';
import { fileTypeFromBuffer } from 'file-type/node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadSchema, UPLOAD_LIMITS } from '@ministry/contracts';
import { DownloadGrantModel, downloadPath, ProductModel, signDownloadToken } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildStaffApp, createStaff } from '../catalogue/admin/testing.js';
import { createProduct, TEST_DOWNLOAD_SECRET, temporaryDir } from '../catalogue/testing.js';
import type { FileStorage } from './storage/file-storage.js';
import { createLocalStorage } from './storage/local-storage.js';
import { createS3Storage } from './storage/s3-storage.js';
import { startS3Server } from './storage/testing.js';
import { epubFile, jpegImage, mp4File, pdfFile, pngImage, SVG_WITH_SCRIPT } from './testing.js';
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

type App = ReturnType<typeof buildStaffApp>;

/** The app on a loopback port, for requests supertest cannot make (half-sent bodies). */
const listen = (app: App) =>
  new Promise<http.Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });

const upload = (
  app: App,
  auth: Record<string, string>,
  kind: string,
  bytes: Buffer,
  filename: string,
  contentType = 'application/octet-stream',
) =>
  request(app)
    .post('/api/uploads')
    .set(auth)
    .field('kind', kind)
    .attach('file', bytes, { filename, contentType });

describe.each([
  ['local disk', () => createLocalStorage(temporaryDir('uploads-'))],
  ['S3 (s3rver)', () => s3Storage!],
])('uploads stored on %s', (_driver, makeStorage) => {
  const buildApp = () => {
    const storage = makeStorage();
    return Object.assign(buildStaffApp({}, { storage }), { storage });
  };

  it('resizes an image to WebP widths and serves each with a year of immutable caching', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();

    const response = await upload(
      app,
      asAdmin,
      'image',
      await pngImage(1600, 900),
      'icon.png',
    ).expect(201);

    const image = uploadSchema.parse(response.body);
    expect(image).toMatchObject({
      kind: 'image',
      contentType: 'image/webp',
      widths: [320, 640, 1280],
    });
    expect(image.url).toBe(`/api/uploads/${image.id}/1280.webp`);
    expect(image.srcset).toBe(
      [320, 640, 1280].map((w) => `/api/uploads/${image.id}/${w}.webp ${w}w`).join(', '),
    );
    expect(await app.storage.list(`images/${image.id}`)).toEqual(
      [1280, 320, 640].map((w) => `images/${image.id}/${w}.webp`),
    );
    const served = await binary(request(app).get(`/api/uploads/${image.id}/640.webp`)).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await fileTypeFromBuffer(served.body as Buffer)).toMatchObject({ mime: 'image/webp' });
    const again = await request(app)
      .get(`/api/uploads/${image.id}/640.webp`)
      .set('If-None-Match', served.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('serves an MP4 with its type and byte ranges, at an address ending in .mp4', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const bytes = mp4File(4096);

    const response = await upload(app, asAdmin, 'video', bytes, 'candle.mp4').expect(201);

    const video = uploadSchema.parse(response.body);
    expect(video.url).toBe(`/api/uploads/${video.id}/video.mp4`);
    const whole = await binary(request(app).get(video.url!)).expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect((whole.body as Buffer).equals(bytes)).toBe(true);
    const part = await binary(request(app).get(video.url!).set('Range', 'bytes=4-11')).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect((part.body as Buffer).toString('latin1')).toBe('ftypisom');
  });

  it('delivers a replaced download file through a purchase link sent before the change', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const first = uploadSchema.parse(
      (await upload(app, asAdmin, 'download', pdfFile('first edition'), 'b.pdf').expect(201)).body,
    );
    expect(first).toEqual({
      id: first.id,
      kind: 'download',
      name: 'b.pdf',
      contentType: 'application/pdf',
      size: pdfFile('first edition').length,
    });
    const product = await createProduct({ slug: 'lenten-booklet', price: 12 });
    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ downloadFileId: first.id })
      .expect(200);
    // Payments signs a buyer's link this way when the order is paid.
    const grant = await DownloadGrantModel.create({
      order: new mongoose.Types.ObjectId(),
      product: product._id,
      downloadsLeft: 3,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const link = downloadPath(
      signDownloadToken(
        { productId: product._id, grantId: grant.id, expiresAt: Date.now() + 60_000 },
        TEST_DOWNLOAD_SECRET,
      ),
    );

    const before = await binary(request(app).get(link)).expect(200);
    expect((before.body as Buffer).equals(pdfFile('first edition'))).toBe(true);
    expect(before.headers['content-type']).toBe('application/pdf');
    expect(before.headers['content-disposition']).toMatch(/filename="?lenten-booklet\.pdf"?$/);
    expect(before.headers['cache-control']).toBe('private, no-store');

    const second = uploadSchema.parse(
      (await upload(app, asAdmin, 'download', pdfFile('corrected edition'), 'b2.pdf')).body,
    );
    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ downloadFileId: second.id })
      .expect(200);

    const after = await binary(request(app).get(link)).expect(200);
    expect((after.body as Buffer).equals(pdfFile('corrected edition'))).toBe(true);
    expect((await DownloadGrantModel.findById(grant._id).lean())?.downloadsLeft).toBe(1);
  });
});

describe('POST /api/uploads', () => {
  const buildApp = () => buildStaffApp();

  it('answers 401 to an anonymous visitor and 403 to an editor, storing nothing', async () => {
    const { asEditor } = await createStaff();
    const app = buildApp();
    const png = await pngImage(400, 300);

    const anonymous = await upload(app, {}, 'image', png, 'a.png');
    expect(anonymous.status).toBe(401);
    const editor = await upload(app, asEditor, 'image', png, 'a.png').expect(403);
    expect(editor.body.message).toBe('Editors may not upload files; ask an admin.');
    expect(await UploadModel.countDocuments()).toBe(0);
  });

  it('keeps a small image at its own width rather than enlarging it', async () => {
    const { asAdmin } = await createStaff();
    const response = await upload(
      buildApp(),
      asAdmin,
      'image',
      await jpegImage(500, 400),
      'x.jpg',
    ).expect(201);
    expect(uploadSchema.parse(response.body).widths).toEqual([320, 500]);
  });

  it('takes the kind from the query as well', async () => {
    const { asAdmin } = await createStaff();
    const response = await request(buildApp())
      .post('/api/uploads?kind=download')
      .set(asAdmin)
      .attach('file', epubFile(), { filename: 'psalter.epub' })
      .expect(201);
    expect(uploadSchema.parse(response.body)).toMatchObject({
      contentType: 'application/epub+zip',
    });
  });

  it.each<[string, string, () => Buffer | Promise<Buffer>, string, RegExp]>([
    ['an SVG sent as a PNG', 'image', () => SVG_WITH_SCRIPT, 'icon.png', /SVG is refused/],
    [
      'a PDF sent as an image',
      'image',
      () => pdfFile('x'),
      'x.jpg',
      /this file is application\/pdf/,
    ],
    [
      'an image sent as a download',
      'download',
      () => pngImage(100, 100),
      'x.pdf',
      /must be PDF, EPUB or ZIP/,
    ],
    [
      'a text file named .pdf',
      'download',
      () => Buffer.from('just text, no PDF'),
      'x.pdf',
      /must be PDF/,
    ],
    ['a PDF sent as a video', 'video', () => pdfFile('x'), 'x.mp4', /must be MP4/],
  ])('refuses %s with a 415, by its bytes', async (_case, kind, bytes, filename, message) => {
    const { asAdmin } = await createStaff();

    const response = await upload(buildApp(), asAdmin, kind, await bytes(), filename).expect(415);

    expect(response.body.message).toMatch(message);
    expect(await UploadModel.countDocuments()).toBe(0);
  });

  it.each([
    ['no kind', (r: request.Test) => r.attach('file', pdfFile('x'), 'x.pdf'), /Say its kind/],
    [
      'an unknown kind',
      (r: request.Test) => r.field('kind', 'sound').attach('file', pdfFile('x'), 'x.pdf'),
      /kind must be image, video, download or audio/,
    ],
    ['no file', (r: request.Test) => r.field('kind', 'image'), /No file was sent/],
    [
      'another field name',
      (r: request.Test) => r.field('kind', 'image').attach('upload', pdfFile('x'), 'x.pdf'),
      /field named "file"/,
    ],
    ['JSON', (r: request.Test) => r.send({ kind: 'image' }), /multipart\/form-data/],
  ])('refuses %s with a clear 4xx', async (_case, build, message) => {
    const { asAdmin } = await createStaff();
    const response = await build(request(buildApp()).post('/api/uploads').set(asAdmin));
    expect([400, 415]).toContain(response.status);
    expect(response.body.message).toMatch(message);
    expect(await UploadModel.countDocuments()).toBe(0);
  });

  it('keeps a file name in any script as it was typed, in the answer and the change log', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();

    const response = await upload(
      app,
      asAdmin,
      'download',
      pdfFile('x'),
      'Молитвы на каждый день.pdf',
    ).expect(201);

    expect(uploadSchema.parse(response.body).name).toBe('Молитвы на каждый день.pdf');
    const changes = await request(app).get('/api/changes').set(asAdmin).expect(200);
    expect(JSON.stringify(changes.body)).toContain('"label":"Молитвы на каждый день.pdf"');
    expect((await UploadModel.findOne().lean())?.originalName).toBe('Молитвы на каждый день.pdf');
  });

  it('refuses an image over 40 megapixels from its header, however small the file', async () => {
    const { asAdmin } = await createStaff();
    // 8,000 × 6,000 of one colour: a few hundred KB as PNG, 144 MB once decoded.
    const huge = await sharp({
      create: { width: 8_000, height: 6_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(UPLOAD_LIMITS.image);
    const app = buildApp();
    const started = Date.now();

    const response = await upload(app, asAdmin, 'image', huge, 'banner.png');

    expect(response.status).toBe(413);
    expect(response.body.message).toBe(
      'The image is too large: at most 40 megapixels; this one is 8000 × 6000 (48 megapixels).',
    );
    // Refused from the header: nothing like the seconds a decode of 48 MP takes.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await UploadModel.countDocuments()).toBe(0);
  }, 60_000);

  it('resizes at most two images at a time, and every upload of a burst is stored', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const png = await pngImage(2400, 1600);
    let running = 0;
    let most = 0;
    const toBuffer = sharp.prototype.toBuffer;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (
      this: sharp.Sharp,
      ...args: unknown[]
    ) {
      // Only the decoding of an upload (to raw pixels) counts as a job.
      const decoding =
        (this as unknown as { options: { formatOut?: string } }).options.formatOut === 'raw';
      if (decoding) most = Math.max(most, ++running);
      const done = (toBuffer as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      if (decoding) void done.finally(() => (running -= 1)).catch(() => undefined);
      return done as never;
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, n) => upload(app, asAdmin, 'image', png, `icon-${n}.png`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    } finally {
      spy.mockRestore();
    }
    expect(most).toBe(2);
  }, 60_000);

  it('refuses an image over 10 MB with a 413 once its bytes pass the limit', async () => {
    const { asAdmin } = await createStaff();
    const png = await pngImage(100, 100);
    const oversize = Buffer.concat([png, Buffer.alloc(UPLOAD_LIMITS.image + 1 - png.length)]);

    const response = await upload(buildApp(), asAdmin, 'image', oversize, 'huge.png');

    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The file is too large: an image may be at most 10 MB.');
    expect(await UploadModel.countDocuments()).toBe(0);
  });

  it('refuses a declared length over the limit with a 413 before reading the body', async () => {
    const { admin } = await createStaff();
    const server = await listen(buildApp());
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/uploads?kind=download',
          headers: {
            Authorization: `Bearer ${admin.token}`,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(UPLOAD_LIMITS.download * 2),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        // Only the start of the promised 200 MB is ever sent.
        req.write('--x\r\n');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        message: 'The file is too large: a download file may be at most 100 MB.',
      });
    } finally {
      server.close();
    }
  });

  it('stores nothing from an upload cut off halfway', async () => {
    const { admin } = await createStaff();
    const root = temporaryDir('uploads-');
    const storage = createLocalStorage(root);
    const server = await listen(buildStaffApp({}, { storage }));
    try {
      const { port } = server.address() as AddressInfo;
      const head = Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndownload\r\n' +
          '--x\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\n' +
          'Content-Type: application/pdf\r\n\r\n',
      );
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/uploads',
        headers: {
          Authorization: `Bearer ${admin.token}`,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(head.length + 3_000_000),
        },
      });
      req.on('error', () => undefined);
      req.write(Buffer.concat([head, pdfFile('half', 1_000_000)]));
      // The file has started to arrive...
      await vi.waitFor(async () => expect(await storage.list('.incoming')).toHaveLength(1), {
        timeout: 10_000,
      });
      // ...when the connection drops.
      req.destroy();

      await vi.waitFor(async () => expect(await storage.list('')).toEqual([]), { timeout: 10_000 });
      expect(await UploadModel.countDocuments()).toBe(0);
    } finally {
      server.close();
    }
  });

  it('never serves a download file at a public address', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const { id } = uploadSchema.parse(
      (await upload(app, asAdmin, 'download', pdfFile('paid'), 'p.pdf').expect(201)).body,
    );

    for (const file of ['video.mp4', 'p.pdf', '320.webp', '..%2F..%2Fdownloads']) {
      await request(app).get(`/api/uploads/${id}/${file}`).expect(404);
    }
    await request(app).get('/api/uploads/not-an-id/320.webp').expect(404);
  });

  it('lets a product name an uploaded download, and refuses an image in its place', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const image = uploadSchema.parse(
      (await upload(app, asAdmin, 'image', await pngImage(400, 300), 'a.png').expect(201)).body,
    );

    const response = await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Booklet', price: 3, downloadFileId: image.id, imageUrl: image.url })
      .expect(400);

    expect(response.body.message).toMatch(/upload it with kind "download"/);
    expect(await ProductModel.countDocuments()).toBe(0);
  });
});
