import type { CartItem, Product, ProductFormat } from '@ministry/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CartContext, type CartContextValue } from '@/lib/cart-context';
import { loadContracts, type Contracts } from '@/lib/contracts';
import { addLine, mergeCarts, removeLine, totalPrice, totalQuantity } from '../cart-lines';
import { CART_STORAGE_KEY, loadCart, saveCart } from '../cart-storage';

/**
 * Holds the cart for the whole app and keeps it in localStorage, in step across tabs. The
 * stored cart is read once the contracts (which check each line) have loaded; nothing is
 * written before that, so a reload never overwrites the stored cart with an empty one.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [restored, setRestored] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const schema = useRef<Contracts['cartItemSchema'] | null>(null);

  useEffect(() => {
    let live = true;
    loadContracts().then(
      ({ cartItemSchema }) => {
        if (!live) return;
        schema.current = cartItemSchema;
        setItems((added) => mergeCarts(loadCart(cartItemSchema), added));
        setRestored(true);
      },
      (error: unknown) => console.warn('The saved cart could not be restored:', error),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (restored) saveCart(items);
  }, [items, restored]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!schema.current || (event.key !== CART_STORAGE_KEY && event.key !== null)) return;
      setItems(loadCart(schema.current));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const addItem = useCallback(
    (product: Product) => setItems((lines) => addLine(lines, product)),
    [],
  );
  const removeItem = useCallback(
    (id: string, format: ProductFormat) => setItems((lines) => removeLine(lines, id, format)),
    [],
  );
  const clear = useCallback(() => setItems([]), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalQuantity: totalQuantity(items),
      total: totalPrice(items),
      addItem,
      removeItem,
      clear,
      isDrawerOpen,
      openDrawer,
      closeDrawer,
    }),
    [items, isDrawerOpen, addItem, removeItem, clear, openDrawer, closeDrawer],
  );

  return <CartContext value={value}>{children}</CartContext>;
}
