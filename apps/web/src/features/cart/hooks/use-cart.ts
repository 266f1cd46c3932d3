import { use } from 'react';
import { CartContext, type CartContextValue } from '../components/cart-provider';

export function useCart(): CartContextValue {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
