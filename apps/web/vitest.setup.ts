import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './src/testing/server';

// A route's first screen loads its lazy chunks cold, a second or more when CI runs every package's
// tests at once; the default 1 s wait for what a user would see is too short to be reliable
// (the storefront's Go Back and the admin's first screens both missed it).
configure({ asyncUtilTimeout: 5000 });

// Tests of the server build run in Node, the rest in jsdom.
const inBrowser = typeof window !== 'undefined';
if (inBrowser) {
  // jsdom does not scroll; the router scrolls to the top on every navigation.
  window.scrollTo = () => {};
  // Nor does it play media: play() resolves as a browser's does when playback starts.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  if (inBrowser) {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());
