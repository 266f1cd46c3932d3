import { describe, expect, it } from 'vitest';
import { discountCodeInputSchema } from '@ministry/contracts';
import { discountFor, windowOpen, type CodeRule, type DiscountableLine } from './code-rules.js';

const BOOKLET = 'a'.repeat(24);
const ICON = 'b'.repeat(24);
const LENT = 'c'.repeat(24);

const line = (productId: string, lineCents: number, collectionIds: string[] = []) =>
  ({ productId, lineCents, collectionIds }) satisfies DiscountableLine;

const rule = (overrides: Partial<CodeRule> = {}): CodeRule => ({
  kind: 'percent',
  percentOff: 20,
  productIds: [],
  collectionIds: [],
  ...overrides,
});

const order = { lines: [line(BOOKLET, 1_500), line(ICON, 899, [LENT])], shippingCents: 500 };

describe('windowOpen: when a code works', () => {
  it('opens between two days, both included', () => {
    const window = { kind: 'dates', from: '2027-05-01', to: '2027-05-08' } as const;
    expect(windowOpen(window, '2027-04-30', 'new')).toBe(false);
    expect(windowOpen(window, '2027-05-01', 'new')).toBe(true);
    expect(windowOpen(window, '2027-05-08', 'old')).toBe(true);
    expect(windowOpen(window, '2027-05-09', 'new')).toBe(false);
  });

  it('opens in Bright Week, Pascha to Thomas Saturday, on either calendar (one Paschalion)', () => {
    // Pascha 2027 is 2 May.
    const brightWeek = { kind: 'season', season: 'bright-week' } as const;
    for (const calendar of ['new', 'old'] as const) {
      expect(windowOpen(brightWeek, '2027-05-01', calendar)).toBe(false);
      expect(windowOpen(brightWeek, '2027-05-02', calendar)).toBe(true);
      expect(windowOpen(brightWeek, '2027-05-08', calendar)).toBe(true);
      expect(windowOpen(brightWeek, '2027-05-09', calendar)).toBe(false);
    }
  });

  it('reads the Nativity Fast on the buyer’s calendar: 13 days later on the Old', () => {
    const fast = { kind: 'season', season: 'nativity-fast' } as const;
    expect(windowOpen(fast, '2026-11-15', 'new')).toBe(true);
    expect(windowOpen(fast, '2026-11-15', 'old')).toBe(false);
    expect(windowOpen(fast, '2026-11-28', 'old')).toBe(true);
    expect(windowOpen(fast, '2026-12-25', 'new')).toBe(false);
    expect(windowOpen(fast, '2027-01-06', 'old')).toBe(true);
    expect(windowOpen(fast, '2027-01-07', 'old')).toBe(false);
  });

  it('runs from a day until a feast: "until Pentecost" ends on Pentecost itself', () => {
    // Pentecost 2027 is 20 June.
    const untilPentecost = { kind: 'until', feast: 'pentecost', from: '2027-05-02' } as const;
    expect(windowOpen(untilPentecost, '2027-05-01', 'new')).toBe(false);
    expect(windowOpen(untilPentecost, '2027-06-20', 'new')).toBe(true);
    expect(windowOpen(untilPentecost, '2027-06-21', 'new')).toBe(false);
  });

  it('runs until a fixed feast as the buyer keeps it: Nativity is 7 January on the Old', () => {
    const untilNativity = { kind: 'until', feast: 'nativity', from: '2026-12-01' } as const;
    expect(windowOpen(untilNativity, '2026-12-26', 'new')).toBe(false);
    expect(windowOpen(untilNativity, '2026-12-26', 'old')).toBe(true);
    expect(windowOpen(untilNativity, '2027-01-07', 'old')).toBe(true);
    expect(windowOpen(untilNativity, '2027-01-08', 'old')).toBe(false);
  });
});

describe('discountFor: what a code takes off', () => {
  it('takes a percent off every line, to the nearest cent', () => {
    // 20% of 23.99 = 4.798
    expect(discountFor(rule(), order, '2027-05-03', 'new')).toEqual({
      applies: true,
      linesOffCents: 480,
      shippingOffCents: 0,
    });
  });

  it('takes a percent off only the products or collections it names', () => {
    expect(discountFor(rule({ productIds: [BOOKLET] }), order, '2027-05-03', 'new')).toMatchObject({
      linesOffCents: 300,
    });
    expect(discountFor(rule({ collectionIds: [LENT] }), order, '2027-05-03', 'new')).toMatchObject({
      linesOffCents: 180,
    });
    expect(discountFor(rule({ productIds: ['d'.repeat(24)] }), order, '2027-05-03', 'new')).toEqual(
      { applies: false, reason: 'This code is not for anything in this order.' },
    );
  });

  it('takes a fixed amount, never more than the lines it applies to', () => {
    const fiveOff = rule({ kind: 'amount', amountOffCents: 500 });
    expect(discountFor(fiveOff, order, '2027-05-03', 'new')).toMatchObject({ linesOffCents: 500 });
    const fiftyOff = rule({ kind: 'amount', amountOffCents: 5_000, productIds: [ICON] });
    expect(discountFor(fiftyOff, order, '2027-05-03', 'new')).toMatchObject({ linesOffCents: 899 });
  });

  it('gives free shipping, and says so when there is none to pay', () => {
    const freeShipping = rule({ kind: 'free-shipping' });
    expect(discountFor(freeShipping, order, '2027-05-03', 'new')).toEqual({
      applies: true,
      linesOffCents: 0,
      shippingOffCents: 500,
    });
    expect(
      discountFor(freeShipping, { ...order, shippingCents: 0 }, '2027-05-03', 'new'),
    ).toMatchObject({ applies: false });
  });

  it('refuses an order under the minimum, and a day outside the window, in words', () => {
    expect(discountFor(rule({ minimumOrderCents: 3_000 }), order, '2027-05-03', 'new')).toEqual({
      applies: false,
      reason: 'This code needs an order of at least $30.00.',
    });
    const brightWeek = rule({ window: { kind: 'season', season: 'bright-week' } });
    expect(discountFor(brightWeek, order, '2027-05-10', 'old')).toEqual({
      applies: false,
      reason: 'This code is not valid today.',
    });
    expect(discountFor(brightWeek, order, '2027-05-04', 'old')).toMatchObject({ applies: true });
  });
});

describe('discountCodeInputSchema', () => {
  it('reads a code without regard to case and asks for what its kind needs', () => {
    expect(
      discountCodeInputSchema.parse({ code: ' bright-week ', kind: 'percent', percentOff: 15 }),
    ).toMatchObject({ code: 'BRIGHT-WEEK', productIds: [], paused: false });
    const noPercent = discountCodeInputSchema.safeParse({ code: 'LENT', kind: 'percent' });
    expect(noPercent.error?.issues).toMatchObject([
      { path: ['percentOff'], message: 'is required' },
    ]);
    const noAmount = discountCodeInputSchema.safeParse({ code: 'GIFT5', kind: 'amount' });
    expect(noAmount.error?.issues).toMatchObject([{ path: ['amountOff'] }]);
  });

  it('refuses a window that ends before it begins, and the ordinary season', () => {
    const backwards = discountCodeInputSchema.safeParse({
      code: 'SALE',
      kind: 'free-shipping',
      window: { kind: 'dates', from: '2027-05-08', to: '2027-05-01' },
    });
    expect(backwards.error?.issues).toMatchObject([
      { path: ['window', 'to'], message: 'must be on or after the first day' },
    ]);
    expect(
      discountCodeInputSchema.safeParse({
        code: 'SALE',
        kind: 'free-shipping',
        window: { kind: 'season', season: 'ordinary' },
      }).success,
    ).toBe(false);
  });
});
