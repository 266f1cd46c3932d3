import { LOW_STOCK_THRESHOLD } from '@ministry/contracts/product-rules';
import { isInStock, stockBadge, stockLabel } from './stock';

const print = (stock: number | undefined) => ({ format: 'physical' as const, stock });
const download = { format: 'digital' as const, stock: 0 };

describe('stockLabel', () => {
  it.each([
    [0, 'out', 'Currently Unavailable'],
    [-2, 'out', 'Currently Unavailable'],
    [1, 'low', 'Only 1 left'],
    [LOW_STOCK_THRESHOLD, 'low', `Only ${LOW_STOCK_THRESHOLD} left`],
    [LOW_STOCK_THRESHOLD + 1, 'in', `In stock: ${LOW_STOCK_THRESHOLD + 1}`],
  ])('words a print run of %s as %s: "%s"', (stock, level, text) => {
    expect(stockLabel(print(stock))).toEqual({ level, text });
  });

  it('says "Instant download" for a digital edition, whatever its count', () => {
    expect(stockLabel(download)).toEqual({ level: 'download', text: 'Instant download' });
  });

  it('says nothing of a print run without a count', () => {
    expect(stockLabel(print(undefined))).toBeNull();
    expect(isInStock(print(undefined))).toBe(true);
  });
});

describe('stockBadge', () => {
  it('marks what is gone "Sold out" and what is low as the page does', () => {
    expect(stockBadge(print(0))).toEqual({ level: 'out', text: 'Sold out' });
    expect(stockBadge(print(2))).toEqual({ level: 'low', text: 'Only 2 left' });
  });

  it('leaves a card unmarked when there is enough, or a download', () => {
    expect(stockBadge(print(LOW_STOCK_THRESHOLD + 1))).toBeNull();
    expect(stockBadge(print(undefined))).toBeNull();
    expect(stockBadge(download)).toBeNull();
  });

  it('agrees with isInStock: a sold-out card is one that cannot be bought', () => {
    for (const edition of [print(0), print(1), print(9), print(undefined), download]) {
      expect(stockBadge(edition)?.level === 'out').toBe(!isInStock(edition));
    }
  });
});
