import type { CartItem, Product, ProductFormat } from '@ministry/contracts';
import { createContext, use } from 'react';

/**
 * The cart as every page sees it. The cart feature provides it (features/cart, mounted by the
 * app); pages of other features read it here, so none of them imports the cart feature.
 */
export interface CartContextValue {
  items: CartItem[];
  totalQuantity: number;
  total: number;
  addItem: (product: Product) => void;
  removeItem: (id: string, format: ProductFormat) => void;
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
