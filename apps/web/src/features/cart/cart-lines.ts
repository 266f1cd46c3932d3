import type { CartItem, Product, ProductFormat } from '@ministry/contracts';
import { lineTotalOf } from '@/lib/line-price';

/**
 * The contracts' MAX_LINE_QUANTITY, repeated here (a test keeps the two equal) because the cart
 * is on the first screen, which does not wait for the contracts chunk.
 */
export const MAX_LINE_QUANTITY = 99;

/**
 * The cart's rules, as pure functions. A line is one product in one format: adding the same
 * product in the same format again raises its quantity by one. A product sold at what the buyer
 * can pay is added at the amount chosen (`chosenCents`, else its suggestion); added again, the
 * line takes the new amount and keeps its quantity.
 */
export function addLine(
  items: readonly CartItem[],
  product: Product,
  chosenCents?: number,
): CartItem[] {
  const limit = productLimit(product);
  const existing = findLine(items, product);
  const chosen = product.payWhatYouCan
    ? (chosenCents ?? Math.round(product.payWhatYouCan.suggested * 100))
    : undefined;
  if (existing) {
    return items.map((item) => {
      if (item !== existing) return item;
      if (chosen !== undefined) return { ...item, chosenCents: chosen, price: chosen / 100 };
      return { ...item, quantity: Math.max(item.quantity, Math.min(item.quantity + 1, limit)) };
    });
  }
  if (limit < 1) return [...items];
  const line: CartItem = {
    _id: product._id,
    name: product.name,
    price: chosen === undefined ? (product.price ?? 0) : chosen / 100,
    selectedFormat: product.format,
    quantity: 1,
  };
  if (chosen !== undefined && product.payWhatYouCan) {
    line.chosenCents = chosen;
    line.payWhatYouCan = product.payWhatYouCan;
  } else if (product.stripePriceId) {
    line.priceId = product.stripePriceId;
  }
  if (product.priceBreaks?.length) line.priceBreaks = product.priceBreaks;
  return [...items, line];
}

/** The most of a physical item one line may ask for: what is free to sell, within the cap. */
export const quantityLimit = (stock: number): number =>
  Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));

/** The most of `product` one line may hold: for a physical item what is free to sell. */
export const productLimit = (product: Product): number =>
  product.format === 'physical' ? quantityLimit(product.stock ?? 0) : MAX_LINE_QUANTITY;

const findLine = (items: readonly CartItem[], product: Product) =>
  items.find((item) => item._id === product._id && item.selectedFormat === product.format);

/**
 * Whether the cart already holds as many of `product` as one line may, so that adding it again
 * would change nothing.
 */
export const isLineFull = (items: readonly CartItem[], product: Product): boolean =>
  (findLine(items, product)?.quantity ?? 0) >= productLimit(product);

/** The key that tells lines apart: one product in one format. */
export const lineKey = (line: { _id: string; selectedFormat: ProductFormat }): string =>
  `${line._id}:${line.selectedFormat}`;

/** A line set to `quantity`, kept from 1 to the cap (removing is `removeLine`'s job). */
export function setLineQuantity(
  items: readonly CartItem[],
  id: string,
  format: ProductFormat,
  quantity: number,
): CartItem[] {
  const clamped = Math.max(1, Math.min(Math.trunc(quantity), MAX_LINE_QUANTITY));
  return items.map((item) =>
    item._id === id && item.selectedFormat === format ? { ...item, quantity: clamped } : item,
  );
}

export function removeLine(
  items: readonly CartItem[],
  id: string,
  format: ProductFormat,
): CartItem[] {
  return items.filter((item) => !(item._id === id && item.selectedFormat === format));
}

export const totalQuantity = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/** The total in dollars, summed in cents so that 0.1 + 0.2 stays 0.30. */
export const totalPrice = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + Math.round(lineTotalOf(item) * 100), 0) / 100;

/** Two carts as one: lines for the same product and format add their quantities. */
export function mergeCarts(first: readonly CartItem[], second: readonly CartItem[]): CartItem[] {
  const merged = [...first];
  for (const line of second) {
    const index = merged.findIndex(
      (item) => item._id === line._id && item.selectedFormat === line.selectedFormat,
    );
    const existing = merged[index];
    if (existing) {
      merged[index] = {
        ...existing,
        quantity: Math.min(existing.quantity + line.quantity, MAX_LINE_QUANTITY),
      };
    } else {
      merged.push(line);
    }
  }
  return merged;
}
