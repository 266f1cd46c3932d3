import type { CartItem } from '@ministry/contracts';
import { lineTotalOf, pricingNote, unitPriceOf } from './line-price';
import { shippingOf } from './shipping';

const booklet = (quantity: number): CartItem => ({
  _id: '6b0a4d5737f28ade21132150',
  name: 'Gospel of John Study',
  price: 8.99,
  selectedFormat: 'physical',
  quantity,
  priceBreaks: [
    { minQuantity: 10, percentOff: 15 },
    { minQuantity: 50, percentOff: 25 },
  ],
});

describe('a cart line’s price', () => {
  it('is the list price below the first parish-quantity break', () => {
    expect(unitPriceOf(booklet(9))).toBe(8.99);
    expect(lineTotalOf(booklet(9))).toBe(80.91);
    expect(pricingNote(booklet(9))).toBeNull();
  });

  it('drops at each break, to the cent payments charges', () => {
    expect(unitPriceOf(booklet(30))).toBe(7.64);
    expect(lineTotalOf(booklet(30))).toBe(229.2);
    expect(pricingNote(booklet(30))).toBe('10 or more copies: 15% off each');
    expect(unitPriceOf(booklet(50))).toBe(6.74);
  });

  it('counts toward free shipping at the price charged, not the list price', () => {
    const terms = { currency: 'usd' as const, flatRate: 5, freeFrom: 80, countries: [] };
    // 10 copies: 89.90 at the list price, but 76.40 charged, under the $80 for free shipping.
    expect(shippingOf(terms, [booklet(10)])).toBe(5);
    expect(shippingOf(terms, [booklet(9)])).toBe(0);
  });
});
