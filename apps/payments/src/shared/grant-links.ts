import {
  type DownloadGrantRecord,
  downloadPath,
  type OrderRecord,
  signDownloadToken,
} from '@ministry/db';

/** One purchased file as an email offers it. */
export interface DownloadLink {
  name: string;
  /** Absolute URL. */
  url: string;
  expiresAt: Date;
  downloadsLeft: number;
}

type Grant = Pick<DownloadGrantRecord, '_id' | 'product' | 'expiresAt' | 'downloadsLeft'>;

export type GrantLinks = ReturnType<typeof createGrantLinks>;

/**
 * Every signed download link the service gives out (the return page, the confirmation, the
 * order desk's resend and reissue, the library's Download button) is built here: a grant's
 * product and id, signed with DOWNLOAD_SECRET, as the path the api serves the file at.
 */
export function createGrantLinks(deps: { downloadSecret: string; webOrigin: string }) {
  const webOrigin = deps.webOrigin.replace(/\/+$/, '');

  /** The signed path for a grant, working until `expiresAt` (the grant's own expiry unless told). */
  const pathOf = (grant: Grant, expiresAt: Date | number = grant.expiresAt): string =>
    downloadPath(
      signDownloadToken(
        {
          productId: grant.product.toString(),
          expiresAt: typeof expiresAt === 'number' ? expiresAt : expiresAt.getTime(),
          grantId: grant._id.toString(),
        },
        deps.downloadSecret,
      ),
    );

  return {
    pathOf,

    /** The "My downloads" page, where buyers get new links once the emailed ones stop. */
    libraryUrl: `${webOrigin}/downloads`,

    /** The grants as an email's links: each named for its order line, with its terms. */
    emailLinks(order: Pick<OrderRecord, 'lines'>, grants: readonly Grant[]): DownloadLink[] {
      const names = new Map(order.lines.map((line) => [line.product.toString(), line.name]));
      return grants.map((grant) => ({
        name: names.get(grant.product.toString()) ?? 'Your download',
        url: `${webOrigin}${pathOf(grant)}`,
        expiresAt: grant.expiresAt,
        downloadsLeft: grant.downloadsLeft,
      }));
    },
  };
}
