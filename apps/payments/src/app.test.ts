import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { paymentsConfigSchema } from '@ministry/contracts';
import { testLogger } from '@ministry/http/testing';
import { createMailer } from '@ministry/mail';
import { createApp } from './app.js';
import { loadConfig } from './env.js';
import { FAKE_STRIPE_KEYS } from './testing/fake-stripe.js';

const buildApp = (ready = true, env: Record<string, string> = {}) =>
  createApp({
    config: loadConfig({ WEB_ORIGIN: 'https://shop.example', ...env }),
    logger: testLogger(),
    isReady: () => Promise.resolve(ready),
    mailer: createMailer({ kind: 'outbox', dir: '/nonexistent', from: 'x@example.org' }),
    downloadSecret: 'd'.repeat(40),
  });

describe('payments shell', () => {
  it('answers an unknown route with a JSON 404 naming it', async () => {
    const response = await request(buildApp()).get('/nothing-here').expect(404);
    expect(response.body).toEqual({
      error: 'Not found: GET /nothing-here',
      message: 'Not found: GET /nothing-here',
      code: 'not_found',
    });
  });

  it('reports liveness and readiness separately', async () => {
    await request(buildApp(false)).get('/healthz').expect(200, { status: 'ok' });
    await request(buildApp(false)).get('/readyz').expect(503, { status: 'unavailable' });
    await request(buildApp(true)).get('/readyz').expect(200, { status: 'ready' });
  });

  it('returns a request id header, keeping a sane one sent by a proxy', async () => {
    const fresh = await request(buildApp()).get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await request(buildApp()).get('/healthz').set('X-Request-Id', 'edge-123');
    expect(forwarded.headers['x-request-id']).toBe('edge-123');
  });

  it('allows the web origin, and only it, to call across origins', async () => {
    const allowed = await request(buildApp())
      .options('/create-checkout-session')
      .set('Origin', 'https://shop.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');

    const other = await request(buildApp()).get('/config').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });
});

describe('GET /config', () => {
  it('tells the web to use the demo checkout when no Stripe key is configured', async () => {
    const response = await request(buildApp()).get('/config').expect(200);
    expect(paymentsConfigSchema.parse(response.body)).toEqual({ mode: 'demo' });
  });

  it('gives the web the publishable key in Stripe mode', async () => {
    const response = await request(buildApp(true, FAKE_STRIPE_KEYS)).get('/config').expect(200);
    expect(response.body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('does not offer the demo payment route in Stripe mode', async () => {
    await request(buildApp(true, FAKE_STRIPE_KEYS))
      .post(`/demo/sessions/demo_cs_${'a'.repeat(32)}/complete`)
      .send({ email: 'a@example.org' })
      .expect(404);
  });
});
