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
  audio: 'an audio file',
};

const TYPE_WORDS: Record<UploadKind, string> = {
  image: 'JPEG, PNG or WebP (SVG is refused: it can carry scripts)',
  video: 'MP4',
  download: 'PDF, EPUB or ZIP',
  audio: 'MP3, M4A/AAC or Ogg/Opus',
};

/** Largest accepted file of each kind: the contracts' limits, audio's as configured. */
export type UploadLimits = Record<UploadKind, number>;

/** The limits with UPLOAD_AUDIO_MAX_MB applied (read once, at start-up, by env.ts). */
export const uploadLimits = (config: { UPLOAD_AUDIO_MAX_MB: number }): UploadLimits => ({
  ...UPLOAD_LIMITS,
  audio: config.UPLOAD_AUDIO_MAX_MB * 1024 * 1024,
});

export const tooLarge = (kind: UploadKind | undefined, limits: UploadLimits = UPLOAD_LIMITS) =>
  new AppError(
    413,
    'payload_too_large',
    kind
      ? `The file is too large: ${KIND_WORDS[kind]} may be at most ${megabytes(limits[kind])}.`
      : `The file is too large: at most ${megabytes(Math.max(...Object.values(limits)))}.`,
  );

export const wrongType = (kind: UploadKind, found: string | undefined) =>
  new AppError(
    415,
    'unsupported_media_type',
    `${KIND_WORDS[kind].replace(/^./, (c) => c.toUpperCase())} must be ${TYPE_WORDS[kind]}; this file is ${found ?? 'of another type'}.`,
  );

/** Fails the stream with a 413 as soon as more than `limits[kind]` bytes have passed. */
export function byteLimit(kind: UploadKind, limits: UploadLimits = UPLOAD_LIMITS): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limits[kind]) callback(tooLarge(kind, limits));
      else callback(null, chunk);
    },
  });
}
