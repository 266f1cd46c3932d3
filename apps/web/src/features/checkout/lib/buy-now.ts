import type { CartItem } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/**
 * "Buy Now" checks out one item alone (`/checkout?buy=<id>&format=`) and leaves the cart as it
 * is. The session made for it is remembered for this tab, so that the thank-you page empties
 * the cart only after a purchase of the cart itself.
 */
const BUY_NOW_SESSION_KEY = 'buy-now-session';

export const buyNowPath = (product: { _id: string; format: string }): string =>
  `/checkout?buy=${encodeURIComponent(product._id)}&format=${encodeURIComponent(product.format)}`;

/**
 * The item asked for, as a single line of quantity 1, priced as the shop has it now (one sold at
 * what the buyer can pay, at `amount` cents as chosen on its page; payments checks it).
 */
export async function getBuyNowLine(
  id: string,
  format: string,
  amount: string | null = null,
): Promise<CartItem> {
  const { productSchema, productFormatSchema } = await loadContracts();
  const selectedFormat = productFormatSchema.catch('digital').parse(format);
  const product = await apiRequest(
    `/api/products/id/${encodeURIComponent(id)}?format=${selectedFormat}`,
    { schema: productSchema, fresh: true },
  );
  const line: CartItem = {
    _id: product._id,
    name: product.name,
    price: product.price ?? 0,
    selectedFormat: product.format,
    quantity: 1,
  };
  if (product.payWhatYouCan) {
    const chosenCents = /^\d{1,9}$/.test(amount ?? '')
      ? Number(amount)
      : Math.round(product.payWhatYouCan.suggested * 100);
    line.price = chosenCents / 100;
    line.chosenCents = chosenCents;
    line.payWhatYouCan = product.payWhatYouCan;
    return line;
  }
  if (product.stripePriceId) line.priceId = product.stripePriceId;
  if (product.priceBreaks?.length) line.priceBreaks = product.priceBreaks;
  return line;
}

const sessionIdOf = (clientSecret: string): string =>
  clientSecret.slice(0, clientSecret.indexOf('_secret_'));

export function rememberBuyNowSession(clientSecret: string): void {
  try {
    sessionStorage.setItem(BUY_NOW_SESSION_KEY, sessionIdOf(clientSecret));
  } catch {
    // Storage disabled: the thank-you page then empties the cart, as before Buy Now kept it.
  }
}

/** Whether this session bought one item alone (the cart stays as it is). */
export function wasBoughtAlone(sessionId: string): boolean {
  try {
    return sessionStorage.getItem(BUY_NOW_SESSION_KEY) === sessionId;
  } catch {
    return false;
  }
}
