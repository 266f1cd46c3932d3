import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import { isFreeProduct, objectIdSchema, type DownloadResponse } from '@ministry/contracts';
import {
  DownloadGrantModel,
  hasDelivery,
  downloadPath,
  ProductModel,
  signDownloadToken,
  useDownloadGrant,
  verifyDownloadToken,
} from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import type { FileStorage, StoredFile } from '../uploads/storage/file-storage.js';
import { findDownloadUpload } from '../uploads/uploads.service.js';
import { findDownloadFile, isWebLink } from './download-files.js';
import { DownloadRefused } from './download-refusals.js';

/** How long a free download link works: long enough to click, short enough not to be shared. */
export const FREE_LINK_LIFETIME_MS = 15 * 60_000;

export interface DownloadsDeps {
  /** Signs free links and verifies every link (payments signs purchase links with it too). */
  secret: string;
  /** The folder holding the products' files. */
  dir: string;
  logger: Logger;
  /** Where uploaded download files live (products naming a `downloadFileId`). */
  storage?: FileStorage | undefined;
  /** Where a person refused by a link writes for help (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The web's My downloads page, where buyers get fresh links. */
  libraryUrl: string;
  now?: () => number;
}

/**
 * What a valid link delivers: a committed file to stream, an uploaded file to stream from
 * storage, or the product's external link.
 */
export type Delivery =
  | { kind: 'file'; path: string; size: number; filename: string }
  | {
      kind: 'stored';
      size: number;
      filename: string;
      contentType: string;
      open: () => Promise<StoredFile | undefined>;
    }
  | { kind: 'link'; url: string };

type ProductForDelivery = {
  _id: { toString(): string };
  slug: string;
  downloadFile?: string | null;
  downloadFileId?: { toString(): string } | null;
  externalUrl?: string | null;
};

/** What a purchase's link answers once the purchase was refunded. */
export const REFUNDED_LINK =
  'This purchase was refunded, so its download link no longer works. Please contact us if this is a mistake.';

const NOT_AVAILABLE = 'Download not available';
const notAvailable = () => new DownloadRefused(404, NOT_AVAILABLE, 'unavailable');
const NOT_IN_SHOP = 'Product not found: it is not in the shop.';
const NO_FILE = 'Download not available: this product has no file yet.';

/** A stored product by id, or null; a malformed id finds nothing rather than failing. */
const findProduct = (id: string) =>
  objectIdSchema.safeParse(id).success ? ProductModel.findById(id).lean() : null;

/**
 * An uploaded file, read from storage at the moment of the download: a product whose file is
 * replaced delivers the new one through every link already sent (links name the product).
 */
async function storedDelivery(
  { storage, logger }: DownloadsDeps,
  product: ProductForDelivery,
): Promise<Delivery | undefined> {
  const upload = await findDownloadUpload(String(product.downloadFileId));
  const found = upload?.key && storage ? await storage.stat(upload.key) : undefined;
  if (!upload?.key || !found || !storage) {
    logger.warn(
      { productId: product._id.toString(), downloadFileId: String(product.downloadFileId) },
      'uploaded download file is missing',
    );
    return undefined;
  }
  const key = upload.key;
  return {
    kind: 'stored',
    size: found.size,
    filename: `${product.slug}.${upload.extension ?? 'bin'}`,
    contentType: upload.contentType,
    open: () => storage.get(key),
  };
}

/** Where a product's download is, or undefined when it has none (or it is missing on disk). */
async function deliveryFor(
  deps: DownloadsDeps,
  product: ProductForDelivery,
): Promise<Delivery | undefined> {
  const { dir, logger } = deps;
  if (product.externalUrl && isWebLink(product.externalUrl)) {
    return { kind: 'link', url: product.externalUrl };
  }
  if (product.downloadFileId) return storedDelivery(deps, product);
  if (!product.downloadFile) return undefined;
  const file = await findDownloadFile(dir, product.downloadFile);
  if (!file) {
    logger.warn(
      { productId: product._id.toString(), downloadFile: product.downloadFile },
      'download file is missing or outside the downloads folder',
    );
    return undefined;
  }
  return { kind: 'file', ...file, filename: `${product.slug}${extname(file.path)}` };
}

/**
 * A free product's download: its external link, or a signed link to its file that works
 * for 15 minutes. Paid products are delivered only through a purchase's link.
 */
export async function issueFreeLink(
  deps: DownloadsDeps,
  productId: string,
): Promise<DownloadResponse> {
  const { secret, now = Date.now } = deps;
  const product = await findProduct(productId);
  if (!product) throw AppError.notFound('Product not found');
  // Only a live product is in the shop: not a draft, not an archived one.
  if (product.status !== 'live') throw AppError.notFound(NOT_IN_SHOP);
  if (!isFreeProduct({ price: product.price ?? undefined }))
    throw AppError.forbidden('Download not available');
  if (!hasDelivery(product)) throw AppError.notFound(NO_FILE);
  const delivery = await deliveryFor(deps, product);
  if (!delivery) throw notAvailable();
  if (delivery.kind === 'link') return { downloadUrl: delivery.url };
  const token = signDownloadToken(
    { productId: product._id.toString(), expiresAt: now() + FREE_LINK_LIFETIME_MS },
    secret,
  );
  return { downloadUrl: downloadPath(token) };
}

const EXPIRED_LINK = 'This download link has expired. Please request a new one.';
const notValid = () => new DownloadRefused(403, 'This download link is not valid.', 'invalid');

/**
 * Why a purchase's grant allowed no download: refunded, past its date, or used up (with the
 * number of downloads it allowed, when the grant recorded it). Every one answers the same 410
 * message as before the page told them apart, which API clients may read.
 */
async function whyGrantRefused(grantId: string, now: number): Promise<DownloadRefused> {
  const grant = await DownloadGrantModel.findById(grantId)
    .select('revokedAt expiresAt downloadsLeft downloadLimit')
    .lean();
  if (grant?.revokedAt) return new DownloadRefused(410, REFUNDED_LINK, 'refunded');
  const reason = !grant ? 'invalid' : grant.expiresAt.getTime() <= now ? 'expired' : 'used-up';
  return new DownloadRefused(
    410,
    'This download link has been used up or has expired. Please contact us for a new one.',
    reason,
    reason === 'used-up' ? (grant?.downloadLimit ?? undefined) : undefined,
  );
}

/**
 * What a download link delivers. A purchase's link also counts one use of its grant, last,
 * so a missing file never costs the buyer a download.
 */
export async function openDownload(deps: DownloadsDeps, token: string): Promise<Delivery> {
  const { secret, now = Date.now } = deps;
  const check = verifyDownloadToken(token, secret, now());
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new DownloadRefused(410, EXPIRED_LINK, 'expired')
      : notValid();
  }
  const { productId, grantId } = check.claims;
  const product = await findProduct(productId);
  if (!product) throw notAvailable();
  // Buyers keep their downloads of a product taken off the shop; free links stop with it.
  if (!grantId && product.status !== 'live') throw notAvailable();
  // A free link stops working if the product has since been given a price.
  if (!grantId && !isFreeProduct({ price: product.price ?? undefined }))
    throw new DownloadRefused(403, NOT_AVAILABLE, 'unavailable');

  const delivery = await deliveryFor(deps, product);
  if (!delivery) throw notAvailable();

  if (grantId) {
    if (!objectIdSchema.safeParse(grantId).success) throw notValid();
    const grant = await useDownloadGrant(grantId, new Date(now()));
    if (!grant) throw await whyGrantRefused(grantId, now());
    if (grant.product.toString() !== productId) throw notValid();
  }
  return delivery;
}

/**
 * The downloads' keys and files for the app's configuration. server.ts always resolves DOWNLOAD_SECRET
 * (production requires it; development shares a generated one with payments through DATA_DIR);
 * an app built without one, as tests do, signs with a random key of its own, so its free links
 * work and purchase links from payments do not.
 */
export function downloadsFromConfig(
  config: {
    DOWNLOAD_SECRET?: string | undefined;
    DOWNLOADS_DIR: string;
    SUPPORT_EMAIL: string;
    WEB_ORIGIN: string;
  },
  logger: Logger,
  storage?: FileStorage,
): DownloadsDeps {
  return {
    secret: config.DOWNLOAD_SECRET ?? randomBytes(48).toString('base64url'),
    dir: config.DOWNLOADS_DIR,
    logger,
    storage,
    supportEmail: config.SUPPORT_EMAIL,
    libraryUrl: `${config.WEB_ORIGIN.replace(/\/+$/, '')}/downloads`,
  };
}
