import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { orderDetailSchema } from '@ministry/contracts';
import { DownloadGrantModel, OrderModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { createMailer } from '@ministry/mail';
import { loadConfig } from '../env.js';
import { DemoRefundModel } from '../providers/demo-refund.model.js';
import { createPaymentProvider, DemoProvider, type StripeProvider } from '../providers/index.js';
import { PaymentProviderError, type RefundRequest } from '../providers/payment-provider.js';
import { useFakeStripe } from '../testing/fake-stripe.js';
import { buildTestApp, cartLine, createProduct, TEST_WEB_ORIGIN } from '../testing/harness.js';
import { buyDemo, buyStripe, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';
import { reconcileRefunds } from './refund-reconciler.js';
import { createRefundRecorder, REFUND_HOLD_MS } from './refund-recorder.js';

useTestDatabase();

const stripe = useFakeStripe();

type Mode = 'demo' | 'stripe';
type Provider = DemoProvider | StripeProvider;

const envOf = (mode: Mode) => ({
  JWT_SECRET: TEST_JWT_SECRET,
  ...(mode === 'stripe' ? stripe.env() : {}),
});
const providerOf = (mode: Mode): Provider =>
  createPaymentProvider(loadConfig({ WEB_ORIGIN: TEST_WEB_ORIGIN, ...envOf(mode) }));

/** Refunds the provider has made, whatever we recorded. */
const providerRefunds = async (mode: Mode) =>
  mode === 'demo' ? DemoRefundModel.countDocuments() : stripe.refunds.size;

/**
 * A process that dies in the middle of a refund: its provider never answers. `before`: it never
 * reached the provider; `after`: the provider made the refund and the answer never came back.
 * `wake` ends the hung call once the test is over (a dead process never writes again; this one
 * finds the refund finished and leaves it).
 */
function dyingProvider(base: Provider, step: 'before' | 'after') {
  let wake: (error: Error) => void = () => undefined;
  const hung = new Promise<never>((_resolve, reject) => {
    wake = reject;
  });
  const dying = Object.create(base) as Provider;
  dying.refund = async (input: RefundRequest) => {
    if (step === 'after') await base.refund(input);
    return hung;
  };
  return { provider: dying, wake: () => wake(new Error('the process was killed')) };
}

/** A paid order of a booklet ($4.50, digital) and a prayer rope ($12, physical), $5 shipping. */
async function paidOrder(mode: Mode, provider?: Provider) {
  const shop = await buildTestApp(envOf(mode), provider ? { provider } : {});
  const admin = await createStaff('admin');
  const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
  const rope = await createProduct({
    name: 'Prayer Rope',
    format: 'physical',
    price: 12,
    stock: 3,
  });
  const cart = [cartLine(booklet), cartLine(rope)];
  const number =
    mode === 'demo'
      ? await buyDemo(shop.app, cart)
      : await buyStripe(shop.app, stripe, cart, 'reader@example.org');
  return { ...shop, admin, number };
}

/**
 * The payments process started again on the same database, later than the dead attempt's hold:
 * a fresh provider, and the reconciler's run at start.
 */
async function restart(mode: Mode) {
  const later = new Date(Date.now() + REFUND_HOLD_MS + 1000);
  const shop = await buildTestApp(envOf(mode), { now: () => later });
  const recorder = createRefundRecorder({
    provider: providerOf(mode),
    mailer: createMailer({ kind: 'outbox', dir: shop.outboxDir, from: 'Shop <shop@example.org>' }),
    supportEmail: 'help@example.org',
    logger: testLogger(),
    now: () => later,
  });
  return { ...shop, reconcile: () => reconcileRefunds(recorder, later) };
}

const orderOf = async (
  app: Parameters<typeof request>[0],
  number: string,
  auth: Record<string, string>,
) =>
  orderDetailSchema.parse((await request(app).get(`/orders/${number}`).set(auth).expect(200)).body);

describe.each<Mode>(['demo', 'stripe'])('a refund cut short by a crash (%s provider)', (mode) => {
  it.each(['before', 'after'] as const)(
    'is refunded exactly once after a restart when the process dies %s the provider call',
    async (step) => {
      const dying = dyingProvider(providerOf(mode), step);
      const { app, admin, number } = await paidOrder(mode, dying.provider);
      const refunding = request(app).post(`/orders/${number}/refunds`).set(admin.auth).send({});
      const answered = refunding.then((response) => response.status);
      await vi.waitFor(
        async () => {
          const order = await OrderModel.findOne({ number }).lean();
          expect(order?.refunds).toMatchObject([{ status: 'pending' }]);
          expect(await providerRefunds(mode)).toBe(step === 'after' ? 1 : 0);
        },
        { timeout: 10_000 },
      );
      // Until the dead attempt's hold lapses, a retry is told the refund is under way.
      await request(app).post(`/orders/${number}/refunds`).set(admin.auth).send({}).expect(409);

      const restarted = await restart(mode);
      expect(await restarted.reconcile()).toEqual({ refunded: 1, failed: 0, unfinished: 0 });

      const order = await orderOf(restarted.app, number, admin.auth);
      expect(order).toMatchObject({
        state: 'refunded',
        needsAttention: false,
        totals: { refunded: 21.5, net: 0 },
        refunds: [{ amount: 21.5, status: 'succeeded', lines: [0, 1] }],
        downloads: [{ revoked: true }],
      });
      expect(await providerRefunds(mode)).toBe(1);
      expect(
        (await restarted.readOutbox()).filter((email) => email.includes('Refund for your order')),
      ).toHaveLength(1);
      // Nothing is left to refund, and nothing was refunded twice.
      await request(restarted.app)
        .post(`/orders/${number}/refunds`)
        .set(admin.auth)
        .send({})
        .expect(409);
      expect(await restarted.reconcile()).toEqual({ refunded: 0, failed: 0, unfinished: 0 });
      expect(await providerRefunds(mode)).toBe(1);

      dying.wake();
      expect(await answered).toBe(502);
      expect(await providerRefunds(mode)).toBe(1);
    },
  );

  it('is refunded exactly once when the process dies after the answer, before recording it', async () => {
    const { admin, number } = await paidOrder(mode);
    const order = await OrderModel.findOne({ number }).lean();
    const provider = providerOf(mode);
    const recorder = createRefundRecorder({
      provider,
      mailer: createMailer({ kind: 'outbox', dir: '/nonexistent', from: 'x@example.org' }),
      supportEmail: 'help@example.org',
      logger: testLogger(),
      now: () => new Date(),
    });
    const key = 'cut-before-recording';
    await recorder.record(order!, {
      key,
      lines: [0],
      amountCents: 450,
      restock: false,
      actor: { kind: 'staff', email: admin.email, userId: admin.id },
    });
    const answer = await provider.refund({
      orderId: order!._id.toString(),
      key,
      amountCents: 450,
      paymentIntentId: order!.paymentIntentId ?? undefined,
    });
    expect(answer.status).toBe('succeeded');
    // …and the process dies here, the answer never recorded.

    const restarted = await restart(mode);
    expect(await restarted.reconcile()).toEqual({ refunded: 1, failed: 0, unfinished: 0 });

    expect(await orderOf(restarted.app, number, admin.auth)).toMatchObject({
      state: 'partially_refunded',
      refunds: [{ amount: 4.5, status: 'succeeded', lines: [0] }],
      downloads: [{ revoked: true }],
    });
    // The refund the provider made, found by its key: not a second one.
    expect((await OrderModel.findOne({ number }).lean())?.refunds[0]?.providerRefundId).toBe(
      answer.id,
    );
    expect(await providerRefunds(mode)).toBe(1);
  });

  it('lets a staff retry finish the refund whose answer was lost, with its own key', async () => {
    const base = providerOf(mode);
    const lossy = Object.create(base) as Provider;
    let lose = true;
    lossy.refund = async (input: RefundRequest) => {
      const made = await base.refund(input);
      if (!lose) return made;
      lose = false;
      throw new PaymentProviderError('socket hang up');
    };
    const { app, admin, number } = await paidOrder(mode, lossy);

    const lost = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [1] })
      .expect(502);
    expect(lost.body.message).toContain('will be finished automatically');
    expect(await providerRefunds(mode)).toBe(1);

    const retried = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [1] })
      .expect(200);

    expect(retried.body.order).toMatchObject({
      state: 'partially_refunded',
      refunds: [{ amount: 12, status: 'succeeded', lines: [1] }],
    });
    expect(await providerRefunds(mode)).toBe(1);
  });
});

describe('a refund the provider refuses after a crash', () => {
  it('is failed, its lines refundable again, and the order flagged with the reason', async () => {
    const dying = dyingProvider(providerOf('stripe'), 'before');
    const { app, admin, number } = await paidOrder('stripe', dying.provider);
    const answered = request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .then((response) => response.status);
    await vi.waitFor(async () => {
      expect((await OrderModel.findOne({ number }).lean())?.refunds).toHaveLength(1);
    });
    stripe.refundStatus = 'failed';

    const restarted = await restart('stripe');
    expect(await restarted.reconcile()).toEqual({ refunded: 0, failed: 1, unfinished: 0 });

    const order = await orderOf(restarted.app, number, admin.auth);
    expect(order).toMatchObject({
      state: 'paid',
      needsAttention: true,
      attention: [{ kind: 'refund_failed', action: 'refund' }],
      refunds: [{ status: 'failed' }],
      lines: [{ refund: 'none' }, { refund: 'none' }],
    });
    expect(await DownloadGrantModel.countDocuments({ revokedAt: null })).toBe(1);
    dying.wake();
    expect(await answered).toBe(502);
  });
});

describe('the demo provider', () => {
  it('makes one refund per key, however often and however concurrently it is asked', async () => {
    const demo = new DemoProvider();
    const ask = { orderId: 'o1', key: 'k1', amountCents: 450 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => demo.refund(ask)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await demo.findRefund(ask)).toEqual(answers[0]);
    expect(await demo.findRefund({ ...ask, key: 'k2' })).toBeNull();
    expect(await DemoRefundModel.countDocuments()).toBe(1);
  });
});

describe('the fake Stripe, as Stripe does', () => {
  it('answers the same idempotency key with the first response, and refuses other parameters', async () => {
    const post = (key: string, amount: number) =>
      fetch(`http://127.0.0.1:${stripe.port}/v1/refunds`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `payment_intent=pi_1&amount=${amount}`,
      });
    const first = await post('same', 450);
    const again = await post('same', 450);
    const other = await post('same', 999);

    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe(
      'idempotency_error',
    );
    expect(stripe.refunds.size).toBe(1);
  });
});
