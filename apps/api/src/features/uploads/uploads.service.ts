import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import busboy from 'busboy';
import { fileTypeFromBuffer, fileTypeStream } from 'file-type/node';
import mongoose from 'mongoose';
import pLimit from 'p-limit';
import sharp from 'sharp';
import {
  IMAGE_WIDTHS,
  objectIdSchema,
  UPLOAD_LIMITS,
  UPLOAD_TYPES,
  uploadKindSchema,
  type PublicUser,
  type Upload,
  type UploadKind,
} from '@ministry/contracts';
import { AppError, type Logger } from '@ministry/http';
import { recordChange } from '../audit/index.js';
import type { FileStorage } from './storage/file-storage.js';
import { UploadModel, type UploadRecord } from './upload.model.js';

/** Room for the multipart envelope (boundaries, headers, the `kind` field) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const KIND_WORDS: Record<UploadKind, string> = {
  image: 'an image',
  video: 'a video',
  download: 'a download file',
};

const TYPE_WORDS: Record<UploadKind, string> = {
  image: 'JPEG, PNG or WebP (SVG is refused: it can carry scripts)',
  video: 'MP4',
  download: 'PDF, EPUB or ZIP',
};

export const tooLarge = (kind: UploadKind | undefined) =>
  new AppError(
    413,
    'payload_too_large',
    kind
      ? `The file is too large: ${KIND_WORDS[kind]} may be at most ${megabytes(UPLOAD_LIMITS[kind])}.`
      : `The file is too large: at most ${megabytes(UPLOAD_LIMITS.download)}.`,
  );

const wrongType = (kind: UploadKind, found: string | undefined) =>
  new AppError(
    415,
    'unsupported_media_type',
    `${KIND_WORDS[kind].replace(/^./, (c) => c.toUpperCase())} must be ${TYPE_WORDS[kind]}; this file is ${found ?? 'of another type'}.`,
  );

/** Fails the stream with a 413 as soon as more than `limit` bytes have passed. */
function byteLimit(limit: number, kind: UploadKind): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge(kind));
      else callback(null, chunk);
    },
  });
}

/**
 * Largest image decoded, in pixels (40 megapixels: a 7,700 × 5,200 photograph). A small file can
 * hold a huge image (a 1 MB PNG of 16,000 × 16,000 decodes to 1 GB); the header says its size,
 * so it is refused before decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Images resized at once, whatever arrives: each takes a core and up to a few hundred MB. */
const IMAGE_JOBS = 2;

const tooManyPixels = (width: number, height: number) =>
  new AppError(
    413,
    'image_too_large',
    `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; this one is ${width} × ${height} (${Math.round((width * height) / 1_000_000)} megapixels).`,
  );

const unreadableImage = () =>
  AppError.badRequest('The image could not be read: it may be damaged.');

export const imageKey = (id: string, width: number) => `images/${id}/${width}.webp`;
export const videoKey = (id: string) => `videos/${id}.mp4`;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/epub+zip': 'epub',
  'application/zip': 'zip',
};

/** The answer for a stored upload: what the admin form shows and a product names. */
export function toUploadDto(record: UploadRecord): Upload {
  const id = record._id.toString();
  const base = {
    id,
    kind: record.kind,
    ...(record.originalName ? { name: record.originalName } : {}),
    contentType: record.contentType,
    size: record.size,
  };
  if (record.kind === 'image') {
    const widths = record.widths ?? [];
    return {
      ...base,
      widths,
      url: `/api/uploads/${id}/${Math.max(...widths)}.webp`,
      srcset: widths.map((width) => `/api/uploads/${id}/${width}.webp ${width}w`).join(', '),
    };
  }
  if (record.kind === 'video') return { ...base, url: `/api/uploads/${id}/video.mp4` };
  return base;
}

export function createUploadsService({
  storage,
  logger,
}: {
  storage: FileStorage;
  logger: Logger;
}) {
  const imageJobs = pLimit(IMAGE_JOBS);

  /**
   * The image's WebP copies at each width: decoded once (shrunk to the widest copy as it is
   * read, turned by its camera orientation), then each copy resized from those pixels.
   * Metadata (location and the like) is dropped.
   */
  async function resizeImage(bytes: Buffer): Promise<{ width: number; webp: Buffer }[]> {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes).metadata(); // the header only
    } catch {
      throw unreadableImage();
    }
    const { width = 0, height = 0 } = meta.autoOrient;
    if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels(width, height);
    const widths = [...new Set(IMAGE_WIDTHS.map((each) => Math.min(each, width)))];
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: Math.max(...widths) })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      return await Promise.all(
        widths.map(async (each) => ({
          width: each,
          webp: await sharp(data, { raw }).resize({ width: each }).webp({ quality: 80 }).toBuffer(),
        })),
      );
    } catch {
      throw unreadableImage();
    }
  }

  /** Reads the whole image (at most 10 MB), checks its bytes, stores WebP copies at each width. */
  async function storeImage(id: string, file: Readable): Promise<Partial<UploadRecord>> {
    const limited = file.pipe(byteLimit(UPLOAD_LIMITS.image, 'image'));
    file.on('error', (error) => limited.destroy(error));
    const chunks: Buffer[] = [];
    for await (const chunk of limited) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !UPLOAD_TYPES.image.includes(type.mime)) throw wrongType('image', type?.mime);

    const copies = await imageJobs(() => resizeImage(bytes));
    const stored: string[] = [];
    try {
      for (const { width, webp } of copies) {
        await storage.put(imageKey(id, width), Readable.from([webp]), 'image/webp');
        stored.push(imageKey(id, width));
      }
    } catch (error) {
      await Promise.all(stored.map((key) => storage.delete(key)));
      throw error;
    }
    return { contentType: 'image/webp', size: bytes.length, widths: copies.map((c) => c.width) };
  }

  /** Streams a video or download to storage, checking the first bytes and counting the rest. */
  async function storeStream(
    id: string,
    kind: 'video' | 'download',
    file: Readable,
  ): Promise<Partial<UploadRecord>> {
    const limited = file.pipe(byteLimit(UPLOAD_LIMITS[kind], kind));
    file.on('error', (error) => limited.destroy(error));
    const typed = await fileTypeStream(limited, { sampleSize: 4100 });
    const mime = typed.fileType?.mime;
    if (!mime || !UPLOAD_TYPES[kind].includes(mime)) {
      typed.destroy();
      throw wrongType(kind, mime);
    }
    limited.on('error', (error) => typed.destroy(error));
    const key = kind === 'video' ? videoKey(id) : `downloads/${id}.${EXTENSIONS[mime] ?? 'bin'}`;
    const { size } = await storage.put(key, typed, mime);
    return {
      contentType: mime,
      size,
      key,
      ...(kind === 'download' ? { extension: EXTENSIONS[mime] ?? 'bin' } : {}),
    };
  }

  return {
    /**
     * `POST /api/uploads`: one multipart field `file`, its kind in `?kind=` or a `kind` field
     * sent before it. The body is streamed: an oversize file is refused (413) as soon as its
     * declared length or its bytes pass the limit, a cut-off upload stores nothing.
     */
    receive(req: Request, user: PublicUser, queryKind?: UploadKind): Promise<Upload> {
      if (!req.is('multipart/form-data')) {
        throw new AppError(
          415,
          'unsupported_media_type',
          'Send the file as multipart/form-data, in one field named "file".',
        );
      }
      const declared = Number(req.headers['content-length']);
      const ceiling = UPLOAD_LIMITS[queryKind ?? 'download'] + ENVELOPE_BYTES;
      if (Number.isFinite(declared) && declared > ceiling) throw tooLarge(queryKind);

      return new Promise<Upload>((resolve, reject) => {
        let settled = false;
        const fail = (error: unknown) => {
          if (settled) return;
          settled = true;
          req.unpipe();
          reject(
            error instanceof AppError ? error : AppError.badRequest('The upload was not complete.'),
          );
        };

        let parser: busboy.Busboy;
        try {
          parser = busboy({
            headers: req.headers,
            // File names as browsers send them, in UTF-8 (busboy's default reads them as latin1).
            defParamCharset: 'utf8',
            limits: { files: 1, fields: 5, fieldSize: 100, fileSize: UPLOAD_LIMITS.download + 1 },
          });
        } catch {
          throw AppError.badRequest('The upload is not valid multipart/form-data.');
        }

        let kind = queryKind;
        let stored: Promise<Upload> | undefined;
        parser.on('field', (name, value) => {
          if (name !== 'kind') return;
          const parsed = uploadKindSchema.safeParse(value);
          if (!parsed.success) fail(AppError.badRequest('kind must be image, video or download'));
          else kind = parsed.data;
        });
        parser.on('file', (name, file, info) => {
          if (name !== 'file' || !kind) {
            file.resume();
            fail(
              AppError.badRequest(
                name !== 'file'
                  ? 'Send the file in the field named "file".'
                  : 'Say its kind (image, video or download) in ?kind= or a field before the file.',
              ),
            );
            return;
          }
          const uploadKind = kind;
          const id = new mongoose.Types.ObjectId();
          stored = (async () => {
            const fields =
              uploadKind === 'image'
                ? await storeImage(id.toString(), file)
                : await storeStream(id.toString(), uploadKind, file);
            const record = await UploadModel.create({
              _id: id,
              kind: uploadKind,
              ...fields,
              originalName: (info.filename ?? '').slice(0, 300),
              createdBy: user._id,
            });
            await recordChange(user, {
              action: 'upload',
              entity: 'upload',
              entityId: id.toString(),
              label: (info.filename ?? '').slice(0, 300) || uploadKind,
            });
            return toUploadDto(record.toObject());
          })();
          // The first failure (type, size) answers at once; the rest of the body is not read.
          stored.catch(fail);
        });
        parser.on('filesLimit', () => fail(AppError.badRequest('Send one file per upload.')));

        // Piped, not pipeline(): a refused upload's request must stay open, so the route can
        // read out the rest of its body and answer (pipeline would destroy it with its socket,
        // and the visitor, through the gateway, would read a reset instead of the 413).
        const cutOff = (error: Error) => {
          if (!settled) logger.info({ err: error }, 'upload cut off');
          fail(error);
          // The file being stored ends with an error too, and its partial copy is removed.
          if (!parser.destroyed) parser.destroy(error);
        };
        req.on('error', cutOff);
        req.once('aborted', () => cutOff(new Error('the client closed the upload before its end')));
        parser.on('error', cutOff);
        parser.once('finish', () => {
          if (!stored) {
            fail(AppError.badRequest('No file was sent: add one in the field named "file".'));
            return;
          }
          stored.then((upload) => {
            if (settled) return;
            settled = true;
            resolve(upload);
          }, fail);
        });
        req.pipe(parser);
      });
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/** An upload of kind `download`, for the downloads feature: where it is and what to call it. */
export async function findDownloadUpload(id: string) {
  if (!objectIdSchema.safeParse(id).success) return null;
  const record = await UploadModel.findById(id).lean();
  return record?.kind === 'download' && record.key ? record : null;
}
