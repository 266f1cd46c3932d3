import { AppError, type ErrorPage } from '@ministry/http';

/** Why a download link did not deliver, as the page a person sees names it. */
export type RefusalReason = 'expired' | 'used-up' | 'invalid' | 'refunded' | 'unavailable';

/**
 * A download link refused: an AppError like any other (its JSON unchanged for API clients),
 * carrying the reason a person's page is written from and, for a used-up purchase link, how
 * many downloads it allowed.
 */
export class DownloadRefused extends AppError {
  constructor(
    status: 403 | 404 | 410,
    message: string,
    readonly reason: RefusalReason,
    readonly uses?: number,
  ) {
    super(status, STATUS_CODES[status], message);
  }
}

const STATUS_CODES = { 403: 'forbidden', 404: 'not_found', 410: 'gone' } as const;

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/**
 * The page a person sees when a download address refuses them (`errorPages` renders it):
 * what happened, in plain words, and the way to a working link.
 */
export function downloadErrorPage(error: AppError, libraryUrl: string): ErrorPage {
  const newLink = { href: libraryUrl, label: 'Get a new link from My downloads' };
  const fromLibrary =
    'Everything you have bought is kept in My downloads: sign in there with the email address you bought with, and each item gives you a fresh link.';
  const reason: RefusalReason | undefined =
    error instanceof DownloadRefused
      ? error.reason
      : error.status < 500
        ? 'unavailable'
        : undefined;
  switch (reason) {
    case 'expired':
      return {
        heading: 'This link has expired',
        paragraphs: ['Download links work for a limited time.', fromLibrary],
        action: newLink,
      };
    case 'used-up': {
      const uses = error instanceof DownloadRefused ? error.uses : undefined;
      return {
        heading: uses
          ? `This link has been used ${times(uses)}`
          : 'This link has been used as many times as it allows',
        paragraphs: [
          uses
            ? `Each download link works ${times(uses)}, and this one has no downloads left.`
            : 'Each download link works a set number of times, and this one has no downloads left.',
          fromLibrary,
        ],
        action: newLink,
      };
    }
    case 'invalid':
      return {
        heading: 'This link is not valid',
        paragraphs: [
          'Part of the address may be missing: an email program sometimes breaks a long link across two lines. Try opening it again from the email.',
          fromLibrary,
        ],
        action: newLink,
      };
    case 'refunded':
      return {
        heading: 'This purchase was refunded',
        paragraphs: [
          'Its download link no longer works. If this is a mistake, please write to us and we will put it right.',
        ],
      };
    case 'unavailable':
      return {
        heading: 'This download is not available',
        paragraphs: [
          'The file for this item cannot be sent just now. The fault is ours, not your link’s: please write to us and we will send it to you.',
          fromLibrary,
        ],
        action: newLink,
      };
    default:
      return {
        heading: 'The download could not be started',
        paragraphs: ['Something went wrong on our side. Please try the link again in a minute.'],
        action: newLink,
      };
  }
}
