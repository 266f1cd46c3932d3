import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp, finishHttpApp } from './app.js';
import { REDACTED_PATHS } from './logger.js';

describe('request logs', () => {
  it('write one JSON line per request with its id, and never the credentials it carried', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    const app = createHttpApp({ logger });
    app.get('/ping', (_req, res) => {
      res.json({ ok: true });
    });
    finishHttpApp(app, logger);

    const response = await request(app)
      .get('/ping')
      .set('Authorization', 'Bearer secret-token-value')
      .set('Cookie', 'session=secret-cookie');

    const entry = JSON.parse(lines.at(-1) ?? '{}');
    expect(entry.req.id).toBe(response.headers['x-request-id']);
    expect(entry.res.statusCode).toBe(200);
    expect(entry.req.headers.authorization).toBe('[redacted]');
    expect(lines.join('\n')).not.toContain('secret-token-value');
    expect(lines.join('\n')).not.toContain('secret-cookie');
  });
});
