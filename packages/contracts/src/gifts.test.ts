import { describe, expect, it } from 'vitest';
import { giftInputSchema, giftReceiptSchema } from './gifts.js';

const gift = { frequency: 'once', amount: 5, email: 'donor@example.org' } as const;
const productId = 'a'.repeat(24);

describe('a gift for a free resource', () => {
  it('names the resource by its product id', () => {
    expect(giftInputSchema.parse({ ...gift, forProduct: productId }).forProduct).toBe(productId);
  });

  it('reads an empty resource, as a form sends one, as none', () => {
    expect(giftInputSchema.parse({ ...gift, forProduct: '' }).forProduct).toBeUndefined();
  });

  it('refuses a resource that is not a product id', () => {
    const refused = giftInputSchema.safeParse({ ...gift, forProduct: 'morning-prayer-card' });

    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['forProduct'], message: 'must be a valid id' }),
    ]);
  });

  it('receipts a gift without a resource as for none', () => {
    const receipt = giftReceiptSchema.parse({
      receiptNumber: 'G-1001',
      amount: 5,
      frequency: 'once',
      renewal: false,
      fund: null,
      paidAt: '2026-11-22T21:00:00.000Z',
    });

    expect(receipt.forResource).toBeNull();
  });
});
