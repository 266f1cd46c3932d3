import { describe, expect, it } from 'vitest';
import {
  formatGiftDay,
  giftDeliveryProblem,
  giftDeliveryRange,
  giftPurchaseInputSchema,
  todayIn,
} from './gift-purchase.js';

describe('a gift purchase', () => {
  it('may be delivered from today to a year ahead, leap days counted', () => {
    expect(giftDeliveryRange('2026-12-20')).toEqual({ first: '2026-12-20', last: '2027-12-21' });
    expect(giftDeliveryProblem('2026-12-20', '2026-12-20')).toBeUndefined();
    expect(giftDeliveryProblem('2027-12-21', '2026-12-20')).toBeUndefined();
    expect(giftDeliveryProblem('2026-12-19', '2026-12-20')).toBe('must be today or a later day');
    expect(giftDeliveryProblem('2027-12-22', '2026-12-20')).toBe(
      'must be within a year from today',
    );
  });

  it("reads today in the owner's time zone", () => {
    const lateInNewYork = new Date('2026-12-24T03:30:00Z');
    expect(todayIn('America/New_York', lateInNewYork)).toBe('2026-12-23');
    expect(todayIn('Europe/Athens', lateInNewYork)).toBe('2026-12-24');
  });

  it('trims and lowers the address, and keeps an empty message', () => {
    expect(
      giftPurchaseInputSchema.parse({
        recipientName: ' Maria ',
        recipientEmail: ' Maria@Example.org ',
        fromName: 'John',
        deliverOn: '2026-12-24',
      }),
    ).toEqual({
      recipientName: 'Maria',
      recipientEmail: 'maria@example.org',
      fromName: 'John',
      message: '',
      deliverOn: '2026-12-24',
    });
    expect(formatGiftDay('2026-12-24')).toBe('December 24, 2026');
  });
});
