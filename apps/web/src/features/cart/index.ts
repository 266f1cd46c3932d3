/** The cart, used across the app: only what is exported here is public. */
export { CartProvider } from './components/cart-provider';
export { CartButton } from './components/cart-button';
export { CartDrawer } from './components/cart-drawer';
export { useCart } from './hooks/use-cart';
export { CART_STORAGE_KEY } from './cart-storage';
export { loadCart } from './cart-storage';
export { totalPrice } from './cart-lines';
export { lineKey, quantityLimit } from './cart-lines';
