// An oversize upload through the real gateway to a real api (in this process, on loopback ports,
// with the test database): the visitor reads the api's 413 naming the limit, every time, never
// the gateway's "briefly unavailable" that a connection cut mid-body would give.
import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { buildStaffApp, createStaff } from '../../api/src/features/catalogue/admin/testing.js';
import { temporaryDir } from '../../api/src/features/catalogue/testing.js';
import { createLocalStorage } from '../../api/src/features/uploads/storage/local-storage.js';
import { createApp } from './app.js';
import { loadConfig } from './env.js';

useTestDatabase();

const listen = (app: RequestListener) =>
  new Promise<{ server: Server; url: string }>((resolve) => {
    const server = createServer(app);
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });

let api: { server: Server; url: string };
let gateway: { server: Server; url: string };
let token: string;

beforeAll(async () => {
  api = await listen(buildStaffApp({}, { storage: createLocalStorage(temporaryDir('uploads-')) }));
  gateway = await listen(
    createApp({
      config: loadConfig({ API_URL: api.url, PAYMENTS_URL: api.url }),
      logger: testLogger(),
      pages: null,
    }),
  );
});

afterAll(() => {
  gateway.server.closeAllConnections();
  gateway.server.close();
  api.server.closeAllConnections();
  api.server.close();
});

/** A multipart body: the `kind` field (when given) and an 11 MB "PNG" in the field `file`. */
function elevenMegabyteImage(kindField?: string): { body: Buffer; boundary: string } {
  const boundary = 'ministry-upload-limit';
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.alloc(11 * 1024 * 1024, 0x2a),
  ]);
  const field = kindField
    ? `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kindField}\r\n`
    : '';
  return {
    boundary,
    body: Buffer.concat([
      Buffer.from(
        `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Posts the whole body to the gateway, as a browser does, and reads the answer. */
function post(path: string, upload: { body: Buffer; boundary: string }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${gateway.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${upload.boundary}`,
        'Content-Length': String(upload.body.length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(upload.body);
  });
}

describe('an image over the limit, uploaded through the gateway', () => {
  it.each([
    [
      'its kind in the address (refused by its declared length)',
      '/api/uploads?kind=image',
      undefined,
    ],
    ['its kind in a field (refused once 10 MB have arrived)', '/api/uploads', 'image'],
  ])(
    'is answered 413 naming the limit, 10 times out of 10, with %s',
    async (_case, path, kindField) => {
      token = (await createStaff()).admin.token;
      const upload = elevenMegabyteImage(kindField);
      const answers: { status: number; message: unknown }[] = [];

      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { status, body } = await post(path, upload);
        answers.push({ status, message: (JSON.parse(body) as { message?: unknown }).message });
      }

      expect(answers).toEqual(
        Array.from({ length: 10 }, () => ({
          status: 413,
          message: 'The file is too large: an image may be at most 10 MB.',
        })),
      );
    },
    120_000,
  );
});
