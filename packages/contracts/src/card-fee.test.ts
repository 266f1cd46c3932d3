import { describe, expect, it } from 'vitest';
import { coverCardFee, processorFeeCents } from './card-fee.js';

const STRIPE_US = { percent: 2.9, fixedCents: 30 };

describe('coverCardFee at 2.9% + 30¢', () => {
  // Each total worked by hand: the total less round(total × 2.9%) less 30¢ is the gift, and one
  // cent less would leave the fund a cent short. $50: 5180 × 2.9% = 150.22 → 150 + 30 = 180,
  // 5180 − 180 = 5000; 5179 × 2.9% = 150.19 → 180, 4999. (The bare formula, ⌈5030 / 0.971⌉,
  // says 5181: the rounding of the fee allows a cent less.)
  it.each([
    [100, 134],
    [500, 546],
    [1_000, 1_061],
    [2_000, 2_091],
    [2_500, 2_606],
    [5_000, 5_180],
    [10_000, 10_330],
    [25_000, 25_778],
    [100_000, 103_017],
    [1_000_000, 1_029_897],
  ])('a gift of %i cents is charged %i cents', (giftCents, totalCents) => {
    const cover = coverCardFee(giftCents, STRIPE_US);

    expect(cover).toEqual({ giftCents, feeCents: totalCents - giftCents, totalCents });
    expect(totalCents - processorFeeCents(totalCents, STRIPE_US)).toBe(giftCents);
    expect(totalCents - 1 - processorFeeCents(totalCents - 1, STRIPE_US)).toBe(giftCents - 1);
  });

  it('rounds half a cent of percentage up, as Stripe does', () => {
    // 1050 × 2.9% = 30.45 → 30; 1550 × 2.9% = 44.95 → 45; 500 × 2.9% = 14.5 → 15.
    expect(processorFeeCents(1_050, STRIPE_US)).toBe(60);
    expect(processorFeeCents(1_550, STRIPE_US)).toBe(75);
    expect(processorFeeCents(500, STRIPE_US)).toBe(45);
  });

  it('follows another configured fee, and none at all', () => {
    // $25 at 3.5% + 0¢: 2591 × 3.5% = 90.685 → 91, 2591 − 91 = 2500; 2590 → 90.65 → 91, 2499.
    expect(coverCardFee(2_500, { percent: 3.5, fixedCents: 0 }).totalCents).toBe(2_591);
    expect(coverCardFee(2_500, { percent: 0, fixedCents: 0 })).toEqual({
      giftCents: 2_500,
      feeCents: 0,
      totalCents: 2_500,
    });
  });
});
