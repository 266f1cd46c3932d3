import type { CartItem, Product, ProductFormat } from '@ministry/contracts';
import { createContext, use } from 'react';

/**
 * The cart as every page sees it. The cart feature provides it (features/cart, mounted by the
 * app); pages of other features read it here, so none of them imports the cart feature.
 */
/** What Add to Cart did: added one, or nothing because the line already holds `limit`. */
export type AddOutcome = { added: true } | { added: false; limit: number };

export interface CartContextValue {
  items: CartItem[];
  totalQuantity: number;
  total: number;
  /**
   * Adds one of `product`, unless the cart already holds all of it that one line may (what is
   * free to sell, or the cap per line). A product sold at what the buyer can pay goes in at
   * `chosenCents` (else its suggestion); one already in the cart takes the new amount.
   */
  addItem: (product: Product, chosenCents?: number) => AddOutcome;
  removeItem: (id: string, format: ProductFormat) => void;
  /** Sets a line's quantity (kept from 1 to the most one line may hold). */
  setQuantity: (id: string, format: ProductFormat, quantity: number) => void;
  /**
   * The most this line may ask for: for a physical item, what is free to sell as last seen
   * (when the product was added or `refreshStock` ran); otherwise the cap per line.
   */
  limitOf: (line: CartItem) => number;
  /** Asks the shop again what is free to sell of each physical line. */
  refreshStock: () => void;
  clear: () => void;
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
