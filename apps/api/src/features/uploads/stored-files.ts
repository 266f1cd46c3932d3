// An upload's bytes into storage: checked as they arrive, images as their copies, videos, audio
// and download files streamed through.
import { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeStream } from 'file-type/node';
import { UPLOAD_TYPES } from '@ministry/contracts';
import { imageCopies, imageKey } from './image-copies.js';
import type { FileStorage } from './storage/file-storage.js';
import type { UploadRecord } from './upload.model.js';
import { byteLimit, wrongType, type UploadLimits } from './upload-checks.js';

export const videoKey = (id: string) => `videos/${id}.mp4`;

/**
 * Audio as it is served, by the type file-type reads in its bytes: M4A's brands are one type,
 * Opus and Vorbis are both Ogg. The extension names the public file (`audio.mp3`).
 */
const AUDIO_FORMATS: Record<string, { contentType: string; extension: string }> = {
  'audio/mpeg': { contentType: 'audio/mpeg', extension: 'mp3' },
  'audio/mp4': { contentType: 'audio/mp4', extension: 'm4a' },
  'audio/x-m4a': { contentType: 'audio/mp4', extension: 'm4a' },
  'audio/aac': { contentType: 'audio/aac', extension: 'aac' },
  'audio/ogg': { contentType: 'audio/ogg', extension: 'ogg' },
  'audio/ogg; codecs=opus': { contentType: 'audio/ogg', extension: 'opus' },
};

/** Each audio extension's type, for the public address `/api/uploads/:id/audio.<extension>`. */
export const AUDIO_EXTENSIONS: ReadonlyMap<string, string> = new Map(
  Object.values(AUDIO_FORMATS).map(({ contentType, extension }) => [extension, contentType]),
);

export const audioKey = (id: string, extension: string) => `audio/${id}.${extension}`;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/epub+zip': 'epub',
  'application/zip': 'zip',
};

/** Reads the whole image (at most 10 MB), checks its bytes, stores WebP copies at each width. */
export async function storeImage(
  storage: FileStorage,
  id: string,
  file: Readable,
  limits?: UploadLimits,
): Promise<Partial<UploadRecord>> {
  const limited = file.pipe(byteLimit('image', limits));
  file.on('error', (error) => limited.destroy(error));
  const chunks: Buffer[] = [];
  for await (const chunk of limited) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !UPLOAD_TYPES.image.includes(type.mime)) throw wrongType('image', type?.mime);

  const copies = await imageCopies(bytes);
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

/** Where a streamed kind is kept, under what type and extension, by the type of its bytes. */
function streamedFile(id: string, kind: 'video' | 'download' | 'audio', found: string) {
  if (kind === 'audio') {
    const audio = AUDIO_FORMATS[found];
    if (!audio) return undefined;
    return { ...audio, key: audioKey(id, audio.extension) };
  }
  if (!UPLOAD_TYPES[kind].includes(found)) return undefined;
  if (kind === 'video') return { contentType: found, key: videoKey(id) };
  const extension = EXTENSIONS[found] ?? 'bin';
  return { contentType: found, extension, key: `downloads/${id}.${extension}` };
}

/** Streams a video, audio or download to storage, checking the first bytes and counting the rest. */
export async function storeStream(
  storage: FileStorage,
  id: string,
  kind: 'video' | 'download' | 'audio',
  file: Readable,
  limits?: UploadLimits,
): Promise<Partial<UploadRecord>> {
  const limited = file.pipe(byteLimit(kind, limits));
  file.on('error', (error) => limited.destroy(error));
  const typed = await fileTypeStream(limited, { sampleSize: 4100 });
  const found = typed.fileType?.mime;
  const stored = found ? streamedFile(id, kind, found) : undefined;
  if (!stored) {
    typed.destroy();
    throw wrongType(kind, found);
  }
  limited.on('error', (error) => typed.destroy(error));
  const { size } = await storage.put(stored.key, typed, stored.contentType);
  return { ...stored, size };
}
