import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './src/testing/server';

// jsdom does not scroll; the router scrolls to the top on every navigation.
window.scrollTo = () => {};
// Nor does it play media: play() resolves as a browser's does when playback starts.
HTMLMediaElement.prototype.play = () => Promise.resolve();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
