// An upload's bytes into storage: checked as they arrive, images as their copies, videos and
// download files streamed through.
import { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeStream } from 'file-type/node';
import { UPLOAD_LIMITS, UPLOAD_TYPES } from '@ministry/contracts';
import { imageCopies, imageKey } from './image-copies.js';
import type { FileStorage } from './storage/file-storage.js';
import type { UploadRecord } from './upload.model.js';
import { byteLimit, wrongType } from './upload-checks.js';

export const videoKey = (id: string) => `videos/${id}.mp4`;

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
): Promise<Partial<UploadRecord>> {
  const limited = file.pipe(byteLimit(UPLOAD_LIMITS.image, 'image'));
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

/** Streams a video or download to storage, checking the first bytes and counting the rest. */
export async function storeStream(
  storage: FileStorage,
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
