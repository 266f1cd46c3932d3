import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './paths.js';
import { testLogger } from './testing.js';
import { shutdownGracefully } from './shutdown.js';

/** Opens a connection and sends one request on it; resolves once the bytes are with the kernel. */
function sendRequest(port: number, path: string, socket?: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const send = (open: Socket) =>
      open.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, () => resolve(open));
    if (socket) return send(socket);
    const opened = connect(port, '127.0.0.1', () => send(opened));
    opened.setEncoding('utf8');
    opened.once('error', reject);
  });
}

/** The status line of the next answer on the socket, or how the connection ended without one. */
function nextStatus(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      cleanup();
      resolve(chunk.split('\r\n')[0] ?? '');
    };
    const onEnd = (error?: Error) => {
      cleanup();
      resolve(error ? `reset (${error.message})` : 'closed without an answer');
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('close', onEnd);
      socket.off('error', onEnd);
    };
    socket.on('data', onData);
    socket.once('close', () => onEnd());
    socket.once('error', onEnd);
  });
}

/**
 * How many of the service's connections hold a request it has not read yet, as Linux sees them
 * (`/proc/net/tcp`: the service's side of each connection, established, bytes waiting). Where
 * there is no such file, as many as could be (the test then signals at once).
 */
function unreadConnections(port: number): number {
  if (!existsSync('/proc/net/tcp')) return Number.POSITIVE_INFINITY;
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter(([, address, , state, queues]) => {
      const unread = Number.parseInt(queues?.split(':')[1] ?? '0', 16);
      return address === local && state === '01' && unread > 0;
    }).length;
}

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
    await expect.poll(() => server.listening).toBe(false);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(events).not.toContain('database closed');

    releaseSlowRequest();
    await expect(inFlight).resolves.toEqual({ finished: true });
    await stopped;
    expect(events).toEqual(['slow request started', 'database closed']);
  });

  it('answers every request that had reached it when SIGTERM came, even ones not read yet', async () => {
    const service = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'testing-fixtures', 'graceful-service.ts')],
      { cwd: workspaceRoot(import.meta.dirname), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: service.stdout });
    const output: string[] = [];
    const said = (line: string) =>
      new Promise<void>((resolve) => {
        if (output.includes(line)) return resolve();
        lines.on('line', (next) => next === line && resolve());
      });
    const port = Number(await new Promise<string>((resolve) => lines.once('line', resolve)));
    lines.on('line', (line) => output.push(line));
    const exited = new Promise<number | null>((resolve) => service.once('exit', resolve));

    // Keep-alive connections that have finished one request and sit idle.
    const idle = await Promise.all(
      Array.from({ length: 5 }, async (_, n) => {
        const socket = await sendRequest(port, `/work/warm-${n}`);
        expect(await nextStatus(socket)).toBe('HTTP/1.1 200 OK');
        return socket;
      }),
    );
    // While the service is busy, requests queue up unread: new connections, and a second request
    // on each idle one. Then SIGTERM, then the service is let go.
    const release = join(await mkdtemp(join(tmpdir(), 'shutdown-')), 'release');
    const blocking = await sendRequest(port, `/block?until=${encodeURIComponent(release)}`);
    await said('blocking');
    const queued = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => sendRequest(port, `/work/new-${n}`)),
      ...idle.map((socket, n) => sendRequest(port, `/work/again-${n}`, socket)),
    ]);
    // A client's connect and write finish before loopback has carried its handshake and bytes
    // to the service's side (on a starved machine, seconds later: CI once signalled after a
    // fixed wait, before 19 of them had arrived, and those were reset). Signal once all 25
    // requests are at the service, unread, which is what this test promises to answer; the
    // service stays blocked until then.
    await expect
      .poll(() => unreadConnections(port), { timeout: 60_000, interval: 10 })
      .toBeGreaterThanOrEqual(queued.length);
    service.kill('SIGTERM');
    await writeFile(release, '');

    const statuses = await Promise.all([blocking, ...queued].map(nextStatus));
    expect(statuses).toEqual(Array.from({ length: 26 }, () => 'HTTP/1.1 200 OK'));
    expect(await exited).toBe(0);
    expect(output).toContain('closed');
    // Starting a TypeScript child process takes long on a busy machine.
  }, 90_000);
});
