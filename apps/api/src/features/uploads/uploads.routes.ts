import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { Request } from 'express';
import { idParamsSchema, UPLOAD_LIMITS, uploadQuerySchema } from '@ministry/contracts';
import { AppError, parseInput } from '@ministry/http';
import { currentUser, requireAuth, requireRole, type AuthService } from '../auth/index.js';
import type { ByteRange } from './storage/file-storage.js';
import { imageKey } from './image-copies.js';
import { AUDIO_EXTENSIONS, audioKey, videoKey } from './stored-files.js';
import { receiveUpload, type UploadsDeps } from './uploads.service.js';

/** An upload's bytes never change (a new file is a new id): browsers and CDNs keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const IMAGE_FILE = /^(\d{1,4})\.webp$/;

const AUDIO_FILE = /^audio\.([a-z0-9]{2,4})$/;

/**
 * Reads and drops the rest of a refused upload's body. A server that answers and closes while
 * the client is still sending makes the client (the gateway's proxy above all) see a reset
 * connection rather than the answer; one that reads on lets it read the 413 and keep the
 * connection. A body past `limit` (twice the largest file) is not worth reading: that connection is cut.
 */
function discardRest(req: Request, limit: number): void {
  req.unpipe();
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) req.socket.destroy();
  });
  req.resume();
}

/** Which stored object and type a public upload address names; images, video and audio only. */
function publicObject(id: string, file: string): { key: string; contentType: string } | undefined {
  const width = IMAGE_FILE.exec(file)?.[1];
  if (width) return { key: imageKey(id, Number(width)), contentType: 'image/webp' };
  if (file === 'video.mp4') return { key: videoKey(id), contentType: 'video/mp4' };
  const extension = AUDIO_FILE.exec(file)?.[1];
  const audioType = extension && AUDIO_EXTENSIONS.get(extension);
  if (extension && audioType) return { key: audioKey(id, extension), contentType: audioType };
  return undefined;
}

/**
 * `POST /api/uploads` (admins) and `GET /api/uploads/:id/:width.webp`, `/:id/video.mp4` or
 * `/:id/audio.mp3` (and `.m4a`, `.aac`, `.ogg`, `.opus`) (anyone: the images, videos and
 * recordings products and posts show). Download files have no public address: they are
 * delivered only through download links.
 */
export function uploadsRoutes(auth: AuthService, uploads: UploadsDeps): Router {
  const { storage } = uploads;
  const discardLimit = 2 * Math.max(...Object.values(uploads.limits ?? UPLOAD_LIMITS));
  const router = Router();

  router.post('/uploads', requireAuth(auth), requireRole('editor', 'admin'), async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const user = currentUser(req);
    if (user.role !== 'admin') {
      throw AppError.forbidden('Editors may not upload files; ask an admin.');
    }
    const { kind } = parseInput(uploadQuerySchema, req.query, 'query');
    try {
      res.status(201).json(await receiveUpload(uploads, req, user, kind));
    } catch (error) {
      if (!req.complete) discardRest(req, discardLimit);
      throw error;
    }
  });

  // A malformed id or file name is a file that does not exist: 404 for both.
  router.get('/uploads/:id/:file', async (req, res) => {
    const id = String(req.params.id);
    const object = idParamsSchema.safeParse({ id }).success
      ? publicObject(id, String(req.params.file))
      : undefined;
    const found = object && (await storage.stat(object.key));
    if (!object || !found) throw AppError.notFound('File not found');

    const etag = `"${id}-${String(req.params.file)}"`;
    res.set({
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Content-Type': object.contentType,
      'Accept-Ranges': 'bytes',
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }

    let range: ByteRange | undefined;
    if (req.headers.range) {
      const ranges = req.range(found.size);
      if (ranges === -1) {
        res.status(416).set('Content-Range', `bytes */${found.size}`).end();
        return;
      }
      // Several ranges at once (multipart/byteranges) are answered with the whole file.
      if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1)
        range = ranges[0];
    }

    const file = await storage.get(object.key, range);
    if (!file) throw AppError.notFound('File not found');
    if (range) {
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    }
    res.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
    await pipeline(file.body, res).catch(() => {
      // The visitor left mid-file: nothing to answer.
    });
  });

  return router;
}
