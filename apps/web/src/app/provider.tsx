import type { ReactNode } from 'react';
import { CartProvider } from '@/features/cart';
import { PrerenderProvider, type Prerender } from '@/lib/prerender';

/**
 * What every screen can use: the cart, and the data of a server render (on the server while it
 * renders, in the browser while it hydrates; null for a page rendered only in the browser).
 */
export function AppProvider({
  prerender = null,
  children,
}: {
  prerender?: Prerender | null;
  children: ReactNode;
}) {
  return (
    <PrerenderProvider value={prerender}>
      <CartProvider>{children}</CartProvider>
    </PrerenderProvider>
  );
}
