import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp, finishHttpApp } from './app.js';
import { REDACTED_PATHS, wantsPrettyLogs } from './logger.js';

/** An app whose request log lines land in `lines`, at the given level. */
function loggedApp(level: string) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const logger = pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
  const app = createHttpApp({ logger });
  app.get('/ping', (_req, res) => {
    res.json({ ok: true });
  });
  finishHttpApp(app, logger);
  const lastEntry = () => JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
  return { app, lines, lastEntry };
}

const withCredentials = (app: Parameters<typeof request>[0]) =>
  request(app)
    .get('/ping?probe=1')
    .set('Authorization', 'Bearer secret-token-value')
    .set('Cookie', 'session=secret-cookie');

describe('request logs', () => {
  it('write one compact line per request at info: method, path, status, time and id', async () => {
    const { app, lines, lastEntry } = loggedApp('info');

    const response = await withCredentials(app);

    expect(lines).toHaveLength(1);
    const entry = lastEntry();
    expect(entry).toMatchObject({
      msg: 'request completed',
      req: { id: response.headers['x-request-id'], method: 'GET', url: '/ping?probe=1' },
      res: { statusCode: 200 },
    });
    expect(entry.responseTime).toEqual(expect.any(Number));
    expect(Object.keys(entry.req as object).sort()).toEqual(['id', 'method', 'url']);
    expect(lines.join('\n')).not.toContain('secret');
  });

  it('add the headers at debug, never the credentials they carried', async () => {
    const { app, lines, lastEntry } = loggedApp('debug');

    const response = await withCredentials(app);

    const entry = lastEntry() as { req: { id: string; headers: Record<string, string> } };
    expect(entry.req.id).toBe(response.headers['x-request-id']);
    expect(entry.req.headers.authorization).toBe('[redacted]');
    expect(entry.req.headers.cookie).toBe('[redacted]');
    expect(lines.join('\n')).not.toContain('secret-token-value');
    expect(lines.join('\n')).not.toContain('secret-cookie');
  });
});

describe('pretty log lines', () => {
  it('are chosen by LOG_PRETTY, else only for development on a terminal', () => {
    expect(wantsPrettyLogs({ NODE_ENV: 'production', LOG_PRETTY: true })).toBe(true);
    expect(wantsPrettyLogs({ NODE_ENV: 'development', LOG_PRETTY: false })).toBe(false);
    expect(wantsPrettyLogs({ NODE_ENV: 'production' })).toBe(false);
    expect(wantsPrettyLogs({ NODE_ENV: 'development' })).toBe(Boolean(process.stdout.isTTY));
  });
});
