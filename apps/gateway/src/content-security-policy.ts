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

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...STRIPE.img],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE.connect],
    'frame-src': STRIPE.frame,
    'upgrade-insecure-requests': [],
  },
};
