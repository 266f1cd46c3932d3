// An uploaded image's WebP copies at each width the site shows, made a few at a time.
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@ministry/contracts';
import { AppError } from '@ministry/http';

/**
 * Largest image decoded, in pixels (40 megapixels: a 7,700 × 5,200 photograph). A small file can
 * hold a huge image (a 1 MB PNG of 16,000 × 16,000 decodes to 1 GB); the header says its size,
 * so it is refused before decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Images resized at once in this process, whatever arrives: each takes a core and up to a few
 * hundred MB.
 */
const imageJobs = pLimit(2);

const tooManyPixels = (width: number, height: number) =>
  new AppError(
    413,
    'image_too_large',
    `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; this one is ${width} × ${height} (${Math.round((width * height) / 1_000_000)} megapixels).`,
  );

const unreadableImage = () =>
  AppError.badRequest('The image could not be read: it may be damaged.');

export const imageKey = (id: string, width: number) => `images/${id}/${width}.webp`;

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

/** The copies, made when one of the process's image jobs is free. */
export const imageCopies = (bytes: Buffer) => imageJobs(() => resizeImage(bytes));
