import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { testLogger } from './testing.js';
import { shutdownGracefully } from './shutdown.js';

describe('shutdownGracefully', () => {
  it('finishes the request in flight, refuses new ones, then releases resources', async () => {
    const events: string[] = [];
    let releaseSlowRequest = () => undefined as void;
    const app = express();
    app.get('/slow', (_req, res) => {
      events.push('slow request started');
      releaseSlowRequest = () => res.json({ finished: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const shutdown = shutdownGracefully({
      server,
      logger: testLogger(),
      signals: [],
      onClose: () => {
        events.push('database closed');
        return Promise.resolve();
      },
    });

    const inFlight = fetch(`${url}/slow`).then((response) => response.json());
    await expect.poll(() => events).toContain('slow request started');

    const stopped = shutdown();
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(events).not.toContain('database closed');

    releaseSlowRequest();
    await expect(inFlight).resolves.toEqual({ finished: true });
    await stopped;
    expect(events).toEqual(['slow request started', 'database closed']);
  });
});
