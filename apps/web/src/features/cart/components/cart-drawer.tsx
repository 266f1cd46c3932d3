import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button, buttonStyles } from '@/components/ui/button';
import { LineProblem } from '@/components/ui/line-problem';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { formatAmount, formatLabel } from '@/lib/format';
import { lineTotalOf, pricingNote, unitPriceOf } from '@/lib/line-price';
import { outcomeRef } from '@/lib/show-outcome';
import { useCart } from '../hooks/use-cart';
import { TotalLine } from './drawer-total-line';

const DrawerTotal = lazy(() => import('./drawer-total'));

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** What the last removal changed, said where the line was; `key` tells each one apart. */
interface Said {
  text: string;
  key: number;
}

/**
 * The cart as a panel sliding in from the right (20rem). While open it holds the keyboard focus;
 * Escape or the backdrop closes it and focus goes back to where it was (the cart button). A line
 * removed (or the cart cleared) is said in a status at the top, which takes the focus the
 * vanished button had.
 */
export function CartDrawer() {
  const { items, total, isDrawerOpen, closeDrawer, removeItem, setQuantity, limitOf, clear } =
    useCart();
  const navigate = useNavigate();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState<Said | null>(null);
  // Each opening starts with nothing said.
  const [openSeen, setOpenSeen] = useState(isDrawerOpen);
  if (openSeen !== isDrawerOpen) {
    setOpenSeen(isDrawerOpen);
    setSaid(null);
  }
  const say = (text: string) => setSaid((last) => ({ text, key: (last?.key ?? 0) + 1 }));

  useEffect(() => {
    if (!isDrawerOpen) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [isDrawerOpen, closeDrawer]);

  if (!isDrawerOpen) return null;

  // Tab and Shift+Tab go round the panel rather than out of it.
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const proceedToCheckout = () => {
    closeDrawer();
    void navigate('/checkout');
  };

  return (
    <div className="fixed inset-0 z-50">
      <div
        className="absolute inset-0 bg-ink-900/45 backdrop-blur-[1px] motion-safe:animate-fade-in"
        onClick={closeDrawer}
        aria-hidden="true"
        data-testid="cart-backdrop"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
        className="absolute top-0 right-0 flex h-full w-80 max-w-full flex-col border-l-4 border-gold-400 bg-parchment-50 shadow-2xl outline-none motion-safe:animate-slide-in-right"
      >
        <div className="flex items-center justify-between border-b border-parchment-300 px-5 py-4">
          <h2 id={titleId} className="text-2xl">
            Your Cart
          </h2>
          <button
            type="button"
            onClick={closeDrawer}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-parchment-200"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
            <span className="sr-only">Close cart</span>
          </button>
        </div>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            {said ? (
              <p
                key={said.key}
                role="status"
                ref={outcomeRef}
                tabIndex={-1}
                className="font-serif text-lg text-ink-700 outline-none"
              >
                Your cart is empty.
              </p>
            ) : (
              <p className="font-serif text-lg text-ink-700">Your cart is empty.</p>
            )}
            <Link to="/store" onClick={closeDrawer} className={buttonStyles('secondary', 'sm')}>
              Browse the store
            </Link>
          </div>
        ) : (
          <>
            {said && (
              <p
                key={said.key}
                role="status"
                ref={outcomeRef}
                tabIndex={-1}
                className="border-b border-parchment-300 bg-parchment-100 px-5 py-2 text-sm text-ink-700 outline-none"
              >
                {said.text}
              </p>
            )}
            <ul className="flex-1 divide-y divide-parchment-300 overflow-y-auto px-5">
              {items.map((item) => {
                const limit = limitOf(item);
                const change = (quantity: number) =>
                  setQuantity(item._id, item.selectedFormat, quantity);
                const remove = () => {
                  removeItem(item._id, item.selectedFormat);
                  say(`${item.name} was removed from your cart.`);
                };
                return (
                  <li key={`${item._id}-${item.selectedFormat}`} className="py-4">
                    <p className="font-serif text-lg leading-snug text-ink-900">{item.name}</p>
                    <p className="text-sm text-ink-500">{formatLabel(item.selectedFormat)}</p>
                    <div className="mt-2">
                      <QuantityStepper
                        name={item.name}
                        quantity={item.quantity}
                        max={limit}
                        limit={limit}
                        onChange={change}
                      />
                    </div>
                    <div className="mt-2 flex items-end justify-between gap-3 text-sm">
                      <p className="text-ink-700 tabular-nums">
                        {formatAmount(unitPriceOf(item))} × {item.quantity}
                      </p>
                      <p className="font-semibold text-burgundy-700 tabular-nums">
                        Subtotal: {formatAmount(lineTotalOf(item))}
                      </p>
                    </div>
                    {pricingNote(item) && (
                      <p className="mt-1 text-sm text-emerald-800">{pricingNote(item)}</p>
                    )}
                    <LineProblem
                      name={item.name}
                      quantity={item.quantity}
                      limit={limit}
                      onChange={change}
                      onRemove={remove}
                    />
                    {/* With none left, the fix above is the Remove button. */}
                    {limit > 0 && (
                      <button
                        type="button"
                        onClick={remove}
                        className="mt-2 text-sm font-medium text-burgundy-600 underline underline-offset-2 hover:text-burgundy-800"
                      >
                        Remove <span className="sr-only">{item.name}</span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="space-y-3 border-t border-parchment-300 bg-parchment-100 px-5 py-4">
              <Suspense fallback={<TotalLine amount={total} />}>
                <DrawerTotal items={items} total={total} />
              </Suspense>
              <Button className="w-full" onClick={proceedToCheckout}>
                Proceed to Checkout
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="w-full"
                onClick={() => {
                  clear();
                  say('Your cart is empty.');
                }}
              >
                Clear Cart
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
