import type { CartItem, Product, ProductFormat } from '@ministry/contracts';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CartContext, type AddOutcome, type CartContextValue } from '@/lib/cart-context';
import { loadContracts } from '@/lib/contracts';
import {
  addLine,
  isLineFull,
  lineKey,
  MAX_LINE_QUANTITY,
  mergeCarts,
  productLimit,
  quantityLimit,
  removeLine,
  setLineQuantity,
  totalPrice,
  totalQuantity,
} from '../cart-lines';
import { CART_STORAGE_KEY, hasStoredCart, loadCart, saveCart } from '../cart-storage';

/**
 * Holds the cart for the whole app and keeps it in localStorage, in step across tabs. A stored
 * cart is read once the contracts (which check each line) have loaded; nothing is written
 * before that, so a reload never overwrites the stored cart with an empty one.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  // Nothing stored (a first visit): nothing to check, so no contracts to load.
  const [restored, setRestored] = useState(() => !hasStoredCart());
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // What is free to sell of each physical line, by line key, as last seen.
  const [stock, setStock] = useState<Readonly<Record<string, number>>>({});

  useEffect(() => {
    if (!hasStoredCart()) return;
    let live = true;
    loadContracts().then(
      ({ cartItemSchema }) => {
        if (!live) return;
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
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      void loadContracts().then(({ cartItemSchema }) => setItems(loadCart(cartItemSchema)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The lines as last committed, kept in step at once by `change`.
  const itemsRef = useRef(items);
  const restoredRef = useRef(restored);
  useLayoutEffect(() => {
    itemsRef.current = items;
    restoredRef.current = restored;
  }, [items, restored]);
  // A change the buyer makes in the drawer or at checkout is stored at once, not after the next
  // render: the checkout starts again from the stored cart as soon as a quantity changes.
  const change = useCallback((update: (lines: readonly CartItem[]) => CartItem[]) => {
    const next = update(itemsRef.current);
    itemsRef.current = next;
    setItems(next);
    if (restoredRef.current) saveCart(next);
  }, []);
  const addItem = useCallback(
    (product: Product, chosenCents?: number): AddOutcome => {
      // The page's count is the freshest: the drawer's limit follows it.
      if (product.format === 'physical') {
        setStock((known) => ({
          ...known,
          [lineKey({ ...product, selectedFormat: 'physical' })]: product.stock ?? 0,
        }));
      }
      // Read from the lines as changed so far, so that a quick second click sees the first.
      // A new amount for a line at a chosen price changes it, however many it holds.
      if (!product.payWhatYouCan && isLineFull(itemsRef.current, product)) {
        return { added: false, limit: productLimit(product) };
      }
      change((lines) => addLine(lines, product, chosenCents));
      return { added: true };
    },
    [change],
  );
  const setQuantity = useCallback(
    (id: string, format: ProductFormat, quantity: number) =>
      change((lines) => setLineQuantity(lines, id, format, quantity)),
    [change],
  );
  const limitOf = useCallback(
    (line: CartItem) => {
      const free = line.selectedFormat === 'physical' ? stock[lineKey(line)] : undefined;
      return free === undefined ? MAX_LINE_QUANTITY : quantityLimit(free);
    },
    [stock],
  );
  // The lines as last rendered, for refreshStock to read without changing identity.
  const refreshStock = useCallback(() => {
    const physical = itemsRef.current.filter((line) => line.selectedFormat === 'physical');
    if (physical.length === 0) return;
    // Loaded only when there is stock to ask about: the first screen carries no api client.
    void import('../api/get-line-stock').then(({ getLineStock }) => {
      for (const line of physical) {
        void getLineStock(line).then((free) => {
          if (free !== undefined) setStock((known) => ({ ...known, [lineKey(line)]: free }));
        });
      }
    });
  }, []);
  const removeItem = useCallback(
    (id: string, format: ProductFormat) => change((lines) => removeLine(lines, id, format)),
    [change],
  );
  // Cleared at once in storage too: a stored cart still being restored must not come back.
  const clear = useCallback(() => {
    setItems([]);
    saveCart([]);
  }, []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  // The drawer shows what is free to sell as it is when it opens, not when the item was added.
  useEffect(() => {
    if (isDrawerOpen) refreshStock();
  }, [isDrawerOpen, refreshStock]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalQuantity: totalQuantity(items),
      total: totalPrice(items),
      addItem,
      removeItem,
      setQuantity,
      limitOf,
      refreshStock,
      clear,
      isDrawerOpen,
      openDrawer,
      closeDrawer,
    }),
    [
      items,
      isDrawerOpen,
      addItem,
      removeItem,
      setQuantity,
      limitOf,
      refreshStock,
      clear,
      openDrawer,
      closeDrawer,
    ],
  );

  return <CartContext value={value}>{children}</CartContext>;
}
