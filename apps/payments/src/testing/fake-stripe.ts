import { afterAll, beforeAll, beforeEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { decodeForm } from './stripe-form.js';

/**
 * A stand-in for Stripe's HTTP API on 127.0.0.1: the real SDK talks to it (host, port, http),
 * it records every request with its form body decoded, and answers checkout sessions the way
 * Stripe does. Tests then assert on exactly what the service sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into nested objects and arrays. */
  body: Record<string, unknown>;
}

export interface FakeStripe {
  port: number;
  requests: RecordedRequest[];
  /** Sessions as Stripe would answer them; tests change them to play the buyer. */
  sessions: Map<string, Stripe.Checkout.Session>;
  /** Unit amounts (cents) of the Stripe prices the fake knows. */
  prices: Map<string, number>;
  /** Coupons made (`POST /v1/coupons`), by id, as Stripe answered them. */
  coupons: Map<string, Stripe.Coupon>;
  /** Refunds made, by id, as Stripe answered them. */
  refunds: Map<string, Stripe.Refund>;
  /** The status new refunds get (`succeeded` unless a test plays a slow or refused one). */
  refundStatus: Stripe.Refund['status'];
  /**
   * Plays the owner refunding in Stripe's dashboard: a refund of the payment with no metadata of
   * ours, held (and listed) as Stripe would; change its status in `refunds` as Stripe would.
   */
  refundInDashboard(
    paymentIntent: string,
    amount: number,
    status?: Stripe.Refund['status'],
  ): Stripe.Refund;
  /** Environment that points the payments service at this fake. */
  env(): Record<string, string>;
  /** Answers every request with this HTTP status (a Stripe outage) until set back to null. */
  failWith(status: number | null): void;
  /** Forgets what earlier tests did: requests, sessions, refunds, a slow refund, an outage. */
  reset(): void;
  /** Plays the buyer paying: the session becomes complete and paid. */
  pay(sessionId: string, email: string): Stripe.Checkout.Session;
  close(): Promise<void>;
}

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
};

const stripeError = (type: string, message: string, code?: string) =>
  JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const prices = new Map<string, number>();
  const coupons = new Map<string, Stripe.Coupon>();
  let failing: number | null = null;

  const amountOf = (body: Record<string, unknown>): number => {
    const items = (body.line_items ?? []) as {
      price?: string;
      price_data?: { unit_amount?: string };
      quantity?: string;
    }[];
    // Like Stripe, the total includes the (first) shipping option's fixed amount.
    const [shipping] = (body.shipping_options ?? []) as {
      shipping_rate_data?: { fixed_amount?: { amount?: string } };
    }[];
    const shippingAmount = Number(shipping?.shipping_rate_data?.fixed_amount?.amount ?? 0);
    const linesAmount = items.reduce((sum, item) => {
      const unit = item.price
        ? (prices.get(item.price) ?? 0)
        : Number(item.price_data?.unit_amount);
      return sum + unit * Number(item.quantity ?? 1);
    }, 0);
    // A coupon of an amount comes off the line items (never below 0), not off the shipping.
    const [discount] = (body.discounts ?? []) as { coupon?: string }[];
    const amountOff = discount?.coupon ? (coupons.get(discount.coupon)?.amount_off ?? 0) : 0;
    return Math.max(0, linesAmount - amountOff) + shippingAmount;
  };

  /** `POST /v1/coupons`: an amount off needs its currency, as Stripe says. */
  const createCoupon = (body: Record<string, unknown>): Stripe.Coupon | string => {
    if (body.amount_off === undefined && body.percent_off === undefined) {
      return 'Must provide one of `amount_off` or `percent_off`.';
    }
    if (body.amount_off !== undefined && !body.currency) {
      return 'You must pass currency when passing amount_off';
    }
    if (typeof body.name === 'string' && body.name.length > 40) {
      return 'Invalid string: name must be at most 40 characters';
    }
    const coupon = {
      id: randomBytes(6).toString('hex'),
      object: 'coupon',
      amount_off: body.amount_off === undefined ? null : Number(body.amount_off),
      percent_off: body.percent_off === undefined ? null : Number(body.percent_off),
      currency: body.currency ?? null,
      duration: body.duration ?? 'once',
      max_redemptions: body.max_redemptions === undefined ? null : Number(body.max_redemptions),
      name: body.name ?? null,
      metadata: body.metadata ?? {},
      times_redeemed: 0,
      valid: true,
      livemode: false,
    } as unknown as Stripe.Coupon;
    coupons.set(coupon.id, coupon);
    return coupon;
  };

  /** A session's `discounts` must name coupons Stripe has: the message Stripe gives otherwise. */
  const unknownCoupon = (body: Record<string, unknown>): string | undefined => {
    const named = ((body.discounts ?? []) as { coupon?: string }[]).map((d) => d.coupon);
    const missing = named.find((id) => id !== undefined && !coupons.has(id));
    return missing === undefined ? undefined : `No such coupon: '${missing}'`;
  };

  const createSession = (body: Record<string, unknown>): Stripe.Checkout.Session => {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session = {
      id,
      object: 'checkout.session',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: body.mode,
      ui_mode: body.ui_mode,
      return_url: body.return_url,
      metadata: body.metadata ?? {},
      client_reference_id: body.client_reference_id ?? null,
      amount_total: amountOf(body),
      currency: 'usd',
      customer_details: null,
      customer_email: body.customer_email ?? null,
      collected_information: null,
      livemode: false,
    } as unknown as Stripe.Checkout.Session;
    sessions.set(id, session);
    return session;
  };

  const createRefund = (body: Record<string, unknown>): Stripe.Refund => {
    const refund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: Number(body.amount),
      currency: 'usd',
      payment_intent: body.payment_intent,
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      status: fake.refundStatus,
      failure_reason: null,
      created: Math.floor(Date.now() / 1000),
    } as unknown as Stripe.Refund;
    fake.refunds.set(refund.id, refund);
    return refund;
  };

  /** `GET /v1/refunds?payment_intent=…`: newest first, one page (tests make few). */
  const listRefunds = (query: Record<string, unknown>) => {
    const data = [...fake.refunds.values()]
      .filter((refund) => !query.payment_intent || refund.payment_intent === query.payment_intent)
      .reverse();
    return { object: 'list', url: '/v1/refunds', has_more: false, data };
  };

  /**
   * Stripe's idempotency layer (docs.stripe.com/api/idempotent_requests): the status and body of
   * the first POST an endpoint ran with a key are saved and answered again, marked
   * `Idempotent-Replayed`, to the same key with the same parameters; the same key with other
   * parameters is a 400. An outage (`failWith`) answers before any endpoint runs, so saves nothing.
   */
  const idempotent = new Map<string, { params: string; status: number; body: string }>();
  const replay = (
    key: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; body: string; replayed: boolean } | null => {
    const saved = idempotent.get(key);
    if (!saved) return null;
    if (saved.params !== JSON.stringify([path, body])) {
      return {
        status: 400,
        body: stripeError(
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        ),
        replayed: false,
      };
    }
    return { status: saved.status, body: saved.body, replayed: true };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Request-Id', `req_${randomBytes(6).toString('hex')}`);

      if (failing !== null) {
        res.writeHead(failing).end(stripeError('api_error', 'Something went wrong on our end.'));
        return;
      }
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const replayed = typeof key === 'string' ? replay(key, url.pathname, body) : null;
      if (replayed) {
        if (replayed.replayed) res.setHeader('Idempotent-Replayed', 'true');
        res.writeHead(replayed.status).end(replayed.body);
        return;
      }
      const answer = (status: number, json: unknown) => {
        const text = JSON.stringify(json);
        if (typeof key === 'string') {
          idempotent.set(key, { params: JSON.stringify([url.pathname, body]), status, body: text });
        }
        res.writeHead(status).end(text);
      };
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        answer(200, createRefund(body));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        res.writeHead(200).end(JSON.stringify(listRefunds(body)));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/coupons') {
        const coupon = createCoupon(body);
        if (typeof coupon === 'string')
          answer(400, JSON.parse(stripeError('invalid_request_error', coupon)));
        else answer(200, coupon);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const missing = unknownCoupon(body);
        if (missing) {
          answer(
            400,
            JSON.parse(stripeError('invalid_request_error', missing, 'resource_missing')),
          );
          return;
        }
        answer(200, createSession(body));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1] ?? ''));
        if (session) res.writeHead(200).end(JSON.stringify(session));
        else
          res
            .writeHead(404)
            .end(
              stripeError('invalid_request_error', 'No such checkout.session', 'resource_missing'),
            );
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        if (typeof body.customer !== 'string') {
          res
            .writeHead(400)
            .end(stripeError('invalid_request_error', 'Missing required param: customer.'));
          return;
        }
        const id = `bps_${randomBytes(12).toString('hex')}`;
        const portal = {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `https://billing.stripe.com/p/session/test_${id}`,
          livemode: false,
        };
        answer(200, portal);
        return;
      }
      res.writeHead(404).end(stripeError('invalid_request_error', `Unrecognized request URL`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    port,
    requests,
    sessions,
    prices,
    coupons,
    refunds: new Map(),
    refundStatus: 'succeeded',
    refundInDashboard(paymentIntent, amount, status = 'succeeded') {
      const refund = createRefund({ payment_intent: paymentIntent, amount });
      const made = { ...refund, reason: 'requested_by_customer', status } as Stripe.Refund;
      fake.refunds.set(made.id, made);
      return made;
    },
    env: () => ({
      ...FAKE_STRIPE_KEYS,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    }),
    failWith(status) {
      failing = status;
    },
    reset() {
      requests.length = 0;
      sessions.clear();
      coupons.clear();
      idempotent.clear();
      fake.refunds.clear();
      fake.refundStatus = 'succeeded';
      failing = null;
    },
    pay(sessionId, email) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      const paid = {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_${randomBytes(12).toString('hex')}`,
        // A session made with `customer_email` is paid by that email: the form does not let it change.
        customer_details: { email: session.customer_email ?? email },
      } as unknown as Stripe.Checkout.Session;
      sessions.set(sessionId, paid);
      return paid;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}

/**
 * The fake Stripe for a test file: started before its tests, emptied of what it recorded before
 * each, closed after them. Answers it (usable inside the tests and their hooks).
 */
export function useFakeStripe(): FakeStripe {
  let started: FakeStripe | undefined;
  beforeAll(async () => {
    started = await startFakeStripe();
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.reset());
  return new Proxy({} as FakeStripe, {
    get(_target, key) {
      if (!started)
        throw new Error('The fake Stripe starts before the tests, not when the file loads');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? (value as () => unknown).bind(started) : value;
    },
    // Settings a test changes (`refundStatus`) are the started fake's.
    set(_target, key, value: unknown) {
      if (!started)
        throw new Error('The fake Stripe starts before the tests, not when the file loads');
      return Reflect.set(started, key, value);
    },
  });
}
