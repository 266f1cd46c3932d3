import { MAX_LINE_QUANTITY as CONTRACT_MAX } from '@ministry/contracts';
import { buildCartItem, buildProduct } from '@/testing/factories';
import {
  addLine,
  isLineFull,
  MAX_LINE_QUANTITY,
  mergeCarts,
  removeLine,
  setLineQuantity,
  totalPrice,
  totalQuantity,
} from './cart-lines';

describe('cart lines', () => {
  it('adds a new product as a line of quantity 1 with its price id copied from stripePriceId', () => {
    const product = buildProduct({ price: 7.5, stripePriceId: 'price_abc', format: 'physical' });
    expect(addLine([], product)).toEqual([
      {
        _id: product._id,
        name: product.name,
        price: 7.5,
        selectedFormat: 'physical',
        priceId: 'price_abc',
        quantity: 1,
      },
    ]);
  });

  it('raises the quantity by 1 when the same product is added in the same format', () => {
    const product = buildProduct();
    expect(addLine(addLine([], product), product)).toMatchObject([
      { _id: product._id, quantity: 2 },
    ]);
  });

  it('keeps the digital and physical editions of a product on separate lines', () => {
    const digital = buildProduct({ format: 'digital' });
    const physical = { ...digital, format: 'physical' as const };
    const lines = addLine(addLine([], digital), physical);
    expect(lines.map((line) => [line._id, line.selectedFormat, line.quantity])).toEqual([
      [digital._id, 'digital', 1],
      [digital._id, 'physical', 1],
    ]);
  });

  it('removes only the line matching both id and format', () => {
    const digital = buildCartItem({ selectedFormat: 'digital' });
    const physical = { ...digital, selectedFormat: 'physical' as const };
    expect(removeLine([digital, physical], digital._id, 'physical')).toEqual([digital]);
  });

  it('counts the total quantity and sums the total in cents', () => {
    const lines = [
      buildCartItem({ price: 0.1, quantity: 1 }),
      buildCartItem({ price: 0.2, quantity: 2 }),
    ];
    expect(totalQuantity(lines)).toBe(3);
    expect(totalPrice(lines)).toBe(0.5);
  });

  it('merges carts line by line', () => {
    const line = buildCartItem({ quantity: 2 });
    const other = buildCartItem();
    expect(mergeCarts([line], [{ ...line, quantity: 1 }, other])).toEqual([
      { ...line, quantity: 3 },
      other,
    ]);
  });

  it('caps a line at the contract’s maximum quantity', () => {
    expect(MAX_LINE_QUANTITY).toBe(CONTRACT_MAX);
    const product = buildProduct();
    const full = [{ ...buildCartItem({ _id: product._id }), quantity: MAX_LINE_QUANTITY }];
    expect(addLine(full, product)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('adds a physical item only while stock is left, and not at all when none is', () => {
    const product = buildProduct({ format: 'physical', stock: 1 });
    const once = addLine([], product);
    expect(addLine(once, product)).toMatchObject([{ quantity: 1 }]);
    expect(addLine([], { ...product, stock: 0 })).toEqual([]);
  });

  it('knows when a line already holds all that is free to sell, or the cap', () => {
    const physical = buildProduct({ format: 'physical', stock: 2 });
    const one = addLine([], physical);
    expect(isLineFull([], physical)).toBe(false);
    expect(isLineFull(one, physical)).toBe(false);
    expect(isLineFull(addLine(one, physical), physical)).toBe(true);
    // Fewer left than the line asks for (another buyer took some): full as well.
    expect(isLineFull(addLine(one, physical), { ...physical, stock: 1 })).toBe(true);

    const digital = buildProduct({ format: 'digital', stock: 0 });
    const capped = [{ ...buildCartItem({ _id: digital._id }), quantity: MAX_LINE_QUANTITY }];
    expect(isLineFull([], digital)).toBe(false);
    expect(isLineFull(capped, digital)).toBe(true);
  });

  it('sets a line’s quantity, kept from 1 to the cap, leaving the other lines alone', () => {
    const line = buildCartItem({ quantity: 2 });
    const other = buildCartItem();
    const set = (quantity: number) =>
      setLineQuantity([line, other], line._id, line.selectedFormat, quantity);
    expect(set(5)).toEqual([{ ...line, quantity: 5 }, other]);
    expect(set(0)[0]?.quantity).toBe(1);
    expect(set(MAX_LINE_QUANTITY + 1)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });
});
