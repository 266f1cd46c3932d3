import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { InvalidWebhookError } from '../actions.js';
import { HANDLED_STRIPE_EVENTS, toPaymentAction } from './stripe-events.js';

const README = new URL('../../../../../README.md', import.meta.url);

/** The event types the README's "Stripe webhook events" list names, in its order. */
async function readmeEvents(): Promise<string[]> {
  const lines = (await readFile(README, 'utf8')).split('\n');
  const start = lines.findIndex((line) => line.startsWith('**Stripe webhook events**'));
  if (start < 0) throw new Error('README has no "Stripe webhook events" paragraph');
  const rest = lines.slice(start + 1);
  const first = rest.findIndex((line) => line.startsWith('- '));
  const end = rest.findIndex((line, index) => index > first && !line.startsWith('- '));
  const bullets = rest.slice(first, end < 0 ? undefined : end);
  // What each bullet names, before its colon: `a.b`, or `a.b`, `c.d`.
  return bullets.flatMap((line) =>
    [...(line.slice(2).split(': ')[0] ?? '').matchAll(/`([a-z_.]+)`/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

describe('the Stripe events payments handles', () => {
  it('are the ones the README tells the owner to send, each once', async () => {
    const named = await readmeEvents();
    expect(named).toEqual([...HANDLED_STRIPE_EVENTS]);
  });
});

const event = (type: string, object: unknown) =>
  ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

const session = (fields: Record<string, unknown>) => ({
  id: 'cs_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  mode: 'payment',
  amount_total: 2500,
  customer_details: { email: 'donor@example.org' },
  metadata: {},
  ...fields,
});

describe('Stripe events as the actions payments takes', () => {
  it('tells a paid checkout from one whose bank debit is still on its way', () => {
    expect(toPaymentAction(event('checkout.session.completed', session({})))).toMatchObject({
      type: 'payment.succeeded',
      session: { id: 'cs_1', paid: true, customerEmail: 'donor@example.org', amountTotal: 2500 },
    });
    expect(
      toPaymentAction(event('checkout.session.completed', session({ payment_status: 'unpaid' }))),
    ).toMatchObject({ type: 'payment.pending', session: { paid: false } });
  });

  it('names the gift and the subscription a monthly gift’s checkout started', () => {
    const monthly = session({
      mode: 'subscription',
      metadata: { giftPledgeId: 'p1' },
      subscription: 'sub_1',
      customer: { id: 'cus_1' },
      invoice: 'in_1',
    });
    expect(toPaymentAction(event('checkout.session.completed', monthly))).toMatchObject({
      type: 'payment.succeeded',
      session: {
        pledgeId: 'p1',
        subscription: { id: 'sub_1', customerId: 'cus_1', firstPaymentId: 'in_1' },
      },
    });
  });

  it('reads a subscription’s first invoice as its start and later ones as renewals', () => {
    const invoice = (reason: string) => ({
      id: 'in_2',
      object: 'invoice',
      amount_paid: 2500,
      billing_reason: reason,
      customer: 'cus_1',
      customer_email: 'donor@example.org',
      parent: { subscription_details: { subscription: 'sub_1', metadata: {} } },
    });
    const renewed = {
      type: 'subscription.renewed',
      subscription: { id: 'sub_1', pledgeId: undefined },
      customerId: 'cus_1',
      payment: { id: 'in_2', amountCents: 2500, email: 'donor@example.org' },
    };
    expect(toPaymentAction(event('invoice.paid', invoice('subscription_cycle')))).toEqual(renewed);
    expect(toPaymentAction(event('invoice.paid', invoice('subscription_create')))).toEqual({
      ...renewed,
      type: 'subscription.started',
    });
    expect(toPaymentAction(event('invoice.paid', { ...invoice('manual'), parent: null }))).toEqual({
      type: 'ignored',
      event: 'invoice.paid',
    });
  });

  it('carries a refund’s payment, amount, order and key, and a charge’s payment', () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      amount: 450,
      payment_intent: 'pi_1',
      status: 'canceled',
      metadata: { orderId: 'o1', refundKey: 'k1' },
    };
    expect(toPaymentAction(event('refund.failed', refund))).toEqual({
      type: 'refund.updated',
      refund: {
        id: 're_1',
        status: 'failed',
        failureReason: undefined,
        paymentIntentId: 'pi_1',
        amountCents: 450,
        orderId: 'o1',
        key: 'k1',
      },
    });
    // A dashboard refund: no metadata of ours, tied to its order by its payment.
    expect(
      toPaymentAction(event('refund.updated', { ...refund, status: 'pending', metadata: {} })),
    ).toMatchObject({
      refund: { status: 'pending', paymentIntentId: 'pi_1', orderId: undefined, key: undefined },
    });
    // Its running total is not carried: it may be stale by the time it arrives.
    const charge = { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount_refunded: 450 };
    expect(toPaymentAction(event('charge.refunded', { ...charge, refunded: false }))).toEqual({
      type: 'payment.refunded',
      paymentIntentId: 'pi_1',
    });
  });

  it('ignores other events and refuses a handled one without its object', () => {
    expect(toPaymentAction(event('customer.created', { id: 'cus_1' }))).toEqual({
      type: 'ignored',
      event: 'customer.created',
    });
    expect(() => toPaymentAction(event('charge.refunded', null))).toThrow(
      new InvalidWebhookError('Webhook event charge.refunded has no charge'),
    );
  });
});
