import { useCart } from '../hooks/use-cart';

/** The header's cart button: a bag with the number of items once there is at least one. */
export function CartButton() {
  const { totalQuantity, openDrawer, isDrawerOpen } = useCart();
  return (
    <button
      type="button"
      onClick={openDrawer}
      aria-haspopup="dialog"
      aria-expanded={isDrawerOpen}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-parchment-50 transition-colors hover:bg-white/10"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8Z" />
        <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
      </svg>
      <span className="sr-only">
        Open cart
        {totalQuantity > 0 ? `, ${totalQuantity} ${totalQuantity === 1 ? 'item' : 'items'}` : ''}
      </span>
      {totalQuantity > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-xs font-bold text-ink-900 ring-2 ring-burgundy-800"
        >
          {totalQuantity}
        </span>
      )}
    </button>
  );
}
