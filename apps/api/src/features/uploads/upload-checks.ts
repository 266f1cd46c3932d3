// What an upload may be: its size per kind and its type, read from its bytes, with the answers
// that say so in words an editor understands.
import { Transform, type TransformCallback } from 'node:stream';
import { UPLOAD_LIMITS, type UploadKind } from '@ministry/contracts';
import { AppError } from '@ministry/http';

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

export const wrongType = (kind: UploadKind, found: string | undefined) =>
  new AppError(
    415,
    'unsupported_media_type',
    `${KIND_WORDS[kind].replace(/^./, (c) => c.toUpperCase())} must be ${TYPE_WORDS[kind]}; this file is ${found ?? 'of another type'}.`,
  );

/** Fails the stream with a 413 as soon as more than `limit` bytes have passed. */
export function byteLimit(limit: number, kind: UploadKind): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge(kind));
      else callback(null, chunk);
    },
  });
}
