/** The cart's hook lives in lib so that other features can read the cart too. */
export { useCart } from '@/lib/cart-context';
