/**
 * The site's Content-Security-Policy: our own origin, plus exactly what Stripe's embedded
 * checkout needs (Stripe's integration security guide: its script, its frames, its API and
 * checkout origins, its images) and nothing else.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A nonce for this response's inline scripts (React Router's hydration data and scroll
 * restoration), made once per request and kept in `res.locals.cspNonce` for the page render.
 */
export const scriptNonce = (_req: IncomingMessage, res: ServerResponse): string => {
  const locals = (res as ServerResponse & { locals: Record<string, unknown> }).locals;
  locals.cspNonce ??= randomBytes(16).toString('base64');
  return `'nonce-${String(locals.cspNonce)}'`;
};

/**
 * `upgrade-insecure-requests` only when the site is served over HTTPS: on a plain-http origin
 * (development, or `pnpm start`, whose gateway runs in production mode) it would send every form
 * post to https:// and lose it.
 */
export const contentSecurityPolicyFor = (webOrigin: string) => ({
  ...contentSecurityPolicy,
  directives: {
    ...contentSecurityPolicy.directives,
    'upgrade-insecure-requests': webOrigin.startsWith('https:') ? [] : null,
  },
});

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", scriptNonce, ...STRIPE.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...STRIPE.img],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE.connect],
    'frame-src': STRIPE.frame,
    'upgrade-insecure-requests': [],
  },
};
