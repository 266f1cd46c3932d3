import escapeHtml from 'escape-html';
import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from 'pino';
import type { AppError } from './errors.js';
import { reportServerError, RETRY_AFTER_SECONDS, toAppError } from './error-handler.js';

/**
 * Addresses a person opens in a browser (a download link from an email) answer a failure with a
 * small page of the site's own rather than the JSON an API client reads. The page is
 * self-contained (its style inline, no script, no font or image to fetch): it is served by a
 * service, not the web app, and must read well on a phone whatever else is down.
 */

/** Who the page speaks for: the site's name, and where a person writes when stuck. */
export interface ErrorPageSite {
  siteName: string;
  supportEmail: string;
}

/** What one failure says: a heading that names it, a sentence or two, and the way on. */
export interface ErrorPage {
  /** The heading and the document's title, e.g. "This link has expired". */
  heading: string;
  paragraphs: readonly string[];
  action?: { href: string; label: string } | undefined;
}

/**
 * Whether the request asks for a page: `Accept: text/html` preferred over JSON (a browser's
 * navigation). No `Accept`, `*\/*` and `application/json` keep the JSON answer.
 */
export const prefersHtml = (req: Request): boolean =>
  req.accepts(['application/json', 'text/html']) === 'text/html';

const esc = (text: string): string => escapeHtml(text);

/** The palette of apps/web/src/index.css (parchment, ink, burgundy), so the page looks like the site. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fbf5e8;color:#2a1f1a;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:#86202f;color:#fefbf4;padding:0.875rem 1.25rem;font:600 1.125rem/1.3 Georgia,"Times New Roman",serif}
main{max-width:36rem;margin:0 auto;padding:2.5rem 1.25rem 3rem}
h1{margin:0 0 1rem;color:#86202f;font:600 1.75rem/1.25 Georgia,"Times New Roman",serif}
p{margin:0 0 1rem;color:#4a3b31}
a{color:#86202f;text-decoration-thickness:1px;text-underline-offset:2px}
a:focus-visible{outline:3px solid #b98d35;outline-offset:2px}
.action{display:inline-block;margin:0.5rem 0 1.5rem;padding:0.75rem 1.25rem;border-radius:0.375rem;background:#86202f;color:#fefbf4;font-weight:600;text-decoration:none}
.action:hover{background:#701a28}
.support{font-size:0.9375rem;color:#6f5d4f;border-top:1px solid #e9d8b4;padding-top:1rem}
`.trim();

/** The page as HTML, every value given to it escaped. */
export function renderErrorPage(page: ErrorPage, site: ErrorPageSite): string {
  const paragraphs = page.paragraphs.map((text) => `<p>${esc(text)}</p>`).join('\n');
  const action = page.action
    ? `<p><a class="action" href="${esc(page.action.href)}">${esc(page.action.label)}</a></p>`
    : '';
  const mail = esc(site.supportEmail);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(page.heading)} · ${esc(site.siteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${esc(site.siteName)}</header>
<main>
<h1>${esc(page.heading)}</h1>
${paragraphs}
${action}
<p class="support">Need help? Write to us at <a href="mailto:${mail}">${mail}</a>.</p>
</main>
</body>
</html>
`;
}

/**
 * An error middleware for a router whose addresses people open in a browser: a request that
 * prefers HTML gets `pageFor`'s page with the error's own status; any other goes on to the one
 * JSON error middleware unchanged. Server errors are logged as that middleware logs them.
 */
export function errorPages(options: {
  site: ErrorPageSite;
  logger: Logger;
  pageFor: (error: AppError) => ErrorPage;
}): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent || !prefersHtml(req)) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    reportServerError(options.logger, appError, error, req);
    if (appError.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res
      .status(appError.status)
      .vary('Accept')
      .set('Cache-Control', 'private, no-store')
      .type('html')
      .send(renderErrorPage(options.pageFor(appError), options.site));
  };
}
