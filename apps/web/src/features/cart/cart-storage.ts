import type { CartItem } from '@ministry/contracts';
import type { Contracts } from '@/lib/contracts';

/** The cart survives a reload in this key; anything stored there is checked before use. */
export const CART_STORAGE_KEY = 'cart';

type CartItemSchema = Contracts['cartItemSchema'];

/** The stored cart, each line checked with the contract; damaged lines are dropped. */
export function loadCart(cartItemSchema: CartItemSchema): CartItem[] {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored)) return [];
    // Keep the valid lines: one damaged line should not empty a whole cart.
    return stored.flatMap((entry) => {
      const line = cartItemSchema.safeParse(entry);
      return line.success ? [line.data] : [];
    });
  } catch {
    return [];
  }
}

export function saveCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage can be full or disabled (private windows): the cart still works in memory.
  }
}
