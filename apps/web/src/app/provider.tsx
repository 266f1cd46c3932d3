import type { ReactNode } from 'react';
import { CartProvider } from '@/features/cart';

/** What every screen can use: for now, the cart. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <CartProvider>{children}</CartProvider>;
}
