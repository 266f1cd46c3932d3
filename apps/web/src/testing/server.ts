import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The origin jsdom gives the page; the api client resolves relative service paths against it. */
export const origin = 'http://localhost:3000';
export const apiPath = (path: string) => `${origin}/api${path}`;
export const paymentsPath = (path: string) => `${origin}/payments${path}`;

/**
 * The network boundary of every web test. Tests add handlers with `server.use(...)`; a request
 * no handler answers fails the test. A few answers are always there: the admin frame asks for the
 * owner's time zone on every screen (UTC here; a test that cares answers another), and the
 * settings screen asks for the fasting tradition (Slavic usage here), `/donate` asks for its
 * funds' goal meters (none here), and a free resource's "Give something for this?" asks for the
 * giving options, whose bounds it offers amounts within (the payments service's defaults here).
 */
export const server = setupServer(
  http.get(paymentsPath('/settings/time-zone'), () => HttpResponse.json({ timeZone: 'UTC' })),
  http.get(apiPath('/settings/fasting-tradition'), () =>
    HttpResponse.json({ tradition: 'slavic' }),
  ),
  http.get(paymentsPath('/gifts/goals'), () => HttpResponse.json({ goals: [] })),
  http.get(paymentsPath('/gifts/options'), () =>
    HttpResponse.json({
      mode: 'demo',
      minAmount: 5,
      maxAmount: 10_000,
      presets: [10, 25, 50, 100],
      funds: [],
      cardFee: { percent: 2.9, fixedCents: 30 },
    }),
  ),
);
