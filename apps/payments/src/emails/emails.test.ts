import { describe, expect, it } from 'vitest';
import { PALETTE } from './layout.js';
import { sampleEmails } from './samples.js';

const { 'owner-digest': ownerDigest, ...toBuyers } = sampleEmails();

describe('the emails a buyer receives', () => {
  it.each(Object.entries(toBuyers))(
    '%s: HTML in the ministry colours with a plain-text part, the number and the support address',
    (_name, message) => {
      expect(message.html).toContain('<!doctype html>');
      expect(message.html).toContain(PALETTE.burgundy);
      expect(message.html).toContain('Orthodox Resources');
      expect(message.html).toContain('OR-1042');
      expect(message.html).toContain('orders@orthodox-resources.example');
      expect(message.text).toContain('OR-1042');
      expect(message.text).not.toContain('<');
    },
  );

  it('escapes what buyers and products bring into the HTML', () => {
    const { confirmation } = sampleEmails('a&b@example.org');
    expect(confirmation?.html).toContain('a&amp;b@example.org');
    expect(confirmation?.html).not.toContain('a&b@example.org');
  });

  it('gives each download a button and the shipping email a tracking button', () => {
    const emails = sampleEmails();
    expect(emails.confirmation?.html).toContain(
      'href="https://orthodox-resources.example/api/downloads/sample-token"',
    );
    expect(emails.shipping?.html).toContain('Track your parcel');
  });

  it('tells of an untracked parcel without an empty carrier or tracking line', () => {
    const untracked = sampleEmails()['shipping-untracked'];
    for (const body of [untracked?.text, untracked?.html]) {
      expect(body).toContain('posted without a tracking number');
      expect(body).not.toContain('Tracking number:');
      expect(body).not.toContain('Carrier:');
      expect(body).not.toContain('Track your parcel');
    }
  });

  it('says when a refund gave back the shipping', () => {
    const refund = sampleEmails()['refund-shipping'];
    expect(refund?.text).toContain('We have refunded $5.00 of your order OR-1042: its shipping.');
    expect(refund?.text).toContain('  Shipping: $5.00\nRefunded: $5.00');
    expect(refund?.html).toMatch(/Shipping<\/td><td[^>]*>\$5\.00/);
  });

  it('keeps every amount of the order table on one line, even on a phone', () => {
    const html = sampleEmails().confirmation?.html ?? '';
    const amounts = html.match(/<td[^>]*>(?:<strong>)?\$[\d,.]+/g) ?? [];
    expect(amounts.length).toBeGreaterThan(1);
    for (const cell of amounts) expect(cell).toContain('white-space:nowrap');
  });
});

describe("the owner's daily digest", () => {
  it('has the ministry colours, a plain-text part and a link to each order and the inbox', () => {
    expect(ownerDigest?.html).toContain(PALETTE.burgundy);
    expect(ownerDigest?.html).toContain(
      'href="https://orthodox-resources.example/admin/orders/OR-1042"',
    );
    expect(ownerDigest?.html).toContain('href="https://orthodox-resources.example/admin/messages"');
    expect(ownerDigest?.text).toContain('[TO SHIP]');
    expect(ownerDigest?.text).toContain('OR-1041:\n  Out of stock');
    expect(ownerDigest?.text).not.toContain('<');
  });
});
