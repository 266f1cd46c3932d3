import type { Request } from 'express';
import busboy from 'busboy';
import mongoose from 'mongoose';
import {
  objectIdSchema,
  UPLOAD_LIMITS,
  uploadKindSchema,
  type PublicUser,
  type Upload,
  type UploadKind,
} from '@ministry/contracts';
import { AppError, type Logger } from '@ministry/http';
import { recordChange } from '../audit/index.js';
import type { FileStorage } from './storage/file-storage.js';
import { storeImage, storeStream } from './stored-files.js';
import { tooLarge, type UploadLimits } from './upload-checks.js';
import { UploadModel, type UploadRecord } from './upload.model.js';

/** Room for the multipart envelope (boundaries, headers, the `kind` field) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadsDeps {
  storage: FileStorage;
  logger: Logger;
  /** Largest file of each kind; by default the contracts' UPLOAD_LIMITS. */
  limits?: UploadLimits;
}

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
  if (record.kind === 'audio') {
    return { ...base, url: `/api/uploads/${id}/audio.${record.extension ?? 'mp3'}` };
  }
  return base;
}

/**
 * `POST /api/uploads`: one multipart field `file`, its kind in `?kind=` or a `kind` field
 * sent before it. The body is streamed: an oversize file is refused (413) as soon as its
 * declared length or its bytes pass the limit, a cut-off upload stores nothing.
 */
export function receiveUpload(
  { storage, logger, limits = UPLOAD_LIMITS }: UploadsDeps,
  req: Request,
  user: PublicUser,
  queryKind?: UploadKind,
): Promise<Upload> {
  if (!req.is('multipart/form-data')) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'Send the file as multipart/form-data, in one field named "file".',
    );
  }
  const declared = Number(req.headers['content-length']);
  const largest = Math.max(...Object.values(limits));
  const ceiling = (queryKind ? limits[queryKind] : largest) + ENVELOPE_BYTES;
  if (Number.isFinite(declared) && declared > ceiling) throw tooLarge(queryKind, limits);

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
        limits: { files: 1, fields: 5, fieldSize: 100, fileSize: largest + 1 },
      });
    } catch {
      throw AppError.badRequest('The upload is not valid multipart/form-data.');
    }

    let kind = queryKind;
    let stored: Promise<Upload> | undefined;
    parser.on('field', (name, value) => {
      if (name !== 'kind') return;
      const parsed = uploadKindSchema.safeParse(value);
      if (!parsed.success) {
        fail(AppError.badRequest('kind must be image, video, download or audio'));
      } else kind = parsed.data;
    });
    parser.on('file', (name, file, info) => {
      if (name !== 'file' || !kind) {
        file.resume();
        fail(
          AppError.badRequest(
            name !== 'file'
              ? 'Send the file in the field named "file".'
              : 'Say its kind (image, video, download or audio) in ?kind= or a field before the file.',
          ),
        );
        return;
      }
      const uploadKind = kind;
      const id = new mongoose.Types.ObjectId();
      stored = (async () => {
        const fields =
          uploadKind === 'image'
            ? await storeImage(storage, id.toString(), file, limits)
            : await storeStream(storage, id.toString(), uploadKind, file, limits);
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
}

/** An upload of kind `download`, for the downloads feature: where it is and what to call it. */
export async function findDownloadUpload(id: string) {
  if (!objectIdSchema.safeParse(id).success) return null;
  const record = await UploadModel.findById(id).lean();
  return record?.kind === 'download' && record.key ? record : null;
}

/**
 * The audio an upload id names, as a product or post stores it: its address, type and size as
 * stored, whatever the form said. A 400 when the id is not an uploaded audio file.
 */
export async function storedAudio(id: string): Promise<StoredAudio> {
  const record = objectIdSchema.safeParse(id).success
    ? await UploadModel.findById(id).lean()
    : null;
  if (record?.kind !== 'audio') {
    throw AppError.badRequest(`Audio file ${id} does not exist: upload it with kind "audio".`, [
      { path: 'audioFileId', message: 'is not an uploaded audio file' },
    ]);
  }
  const { url = '' } = toUploadDto(record);
  return { upload: record._id, url, contentType: record.contentType, size: record.size };
}

/** What a product or post keeps of its audio's upload (uploads never change). */
export interface StoredAudio {
  upload: mongoose.Types.ObjectId;
  url: string;
  contentType: string;
  size: number;
}
