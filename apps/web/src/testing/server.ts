import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The origin jsdom gives the page; the api client resolves relative service paths against it. */
export const origin = 'http://localhost:3000';
export const apiPath = (path: string) => `${origin}/api${path}`;
export const paymentsPath = (path: string) => `${origin}/payments${path}`;

/**
 * The network boundary of every web test. Tests add handlers with `server.use(...)`; a request
 * no handler answers fails the test. Every public page asks which payments run (the demo
 * banner): by default real (Stripe) ones, so no banner shows unless a test says otherwise.
 */
export const server = setupServer(
  http.get(paymentsPath('/config'), () =>
    HttpResponse.json({ mode: 'stripe', publishableKey: 'pk_test_default' }),
  ),
);
