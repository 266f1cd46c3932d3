import { setupServer } from 'msw/node';

/**
 * The network boundary of every web test. Tests add handlers with `server.use(...)`; a request
 * no handler answers fails the test.
 */
export const server = setupServer();

/** The origin jsdom gives the page; the api client resolves relative service paths against it. */
export const origin = 'http://localhost:3000';
export const apiPath = (path: string) => `${origin}/api${path}`;
export const paymentsPath = (path: string) => `${origin}/payments${path}`;
