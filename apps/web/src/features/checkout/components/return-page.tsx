import { describeLinePricing } from '@ministry/contracts/pay-what-you-can';
import { formatAddress } from '@ministry/address';
import type { SessionStatusResponse } from '@ministry/contracts';
import { useEffect } from 'react';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { Ornament } from '@/components/ui/ornament';
import { DiscountLine } from '@/components/ui/discount-line';
import { ShippingLine } from '@/components/ui/shipping-line';
import { ErrorPanel } from '@/components/ui/status-panel';
import { env } from '@/config/env';
import { useCart } from '@/lib/cart-context';
import { formatAmount, formatDate, formatLabel } from '@/lib/format';
import { apiAddress } from '@/lib/api-client';
import type { Loaded } from '@/lib/loaded';
import { outcomeRef } from '@/lib/show-outcome';

/** How the session stood when the page asked (null: no session_id, nothing to show). */
export type ReturnState = Loaded<SessionStatusResponse> | null;

/**
 * `/return?session_id=`: where a checkout ends (the route sends an open session back to
 * /checkout). A complete one thanks the buyer, empties the cart and lists the downloads; any
 * other status, or no id, shows nothing. A failed call right after paying is not "nothing":
 * it says so and offers to try again.
 */
export function ReturnPage({
  session,
  onRetry,
  keepCart = false,
}: {
  session: ReturnState;
  onRetry: () => void;
  /** The purchase was one item bought alone (Buy Now): the cart was not in it. */
  keepCart?: boolean;
}) {
  const { clear } = useCart();
  const complete = session?.data?.status === 'complete';

  useEffect(() => {
    if (complete && !keepCart) clear();
  }, [complete, keepCart, clear]);

  if (session?.error) {
    return (
      <>
        <ErrorPanel
          title="We Could Not Confirm Your Order Yet"
          message="Your payment may have gone through, but the order's status could not be read just now. Please try again in a moment."
          error={new Error(session.error.message)}
          onRetry={onRetry}
        />
      </>
    );
  }
  if (!session?.data || session.data.status !== 'complete') return null;
  return <ThankYou order={session.data} />;
}

/** Shown while the order's status loads. */
export function ConfirmingOrder() {
  return (
    <p role="status" className="py-16 text-center text-ink-500 italic">
      Confirming your order…
    </p>
  );
}

function ThankYou({ order }: { order: SessionStatusResponse }) {
  const lines = order.lines ?? [];
  const downloads = lines.filter((line) => line.downloadUrl);
  return (
    <section className="mx-auto max-w-2xl">
      {/* The order's outcome: in view with the focus, also when the page opened on it. */}
      <div
        ref={outcomeRef}
        tabIndex={-1}
        className="rounded-2xl border border-gold-400/70 bg-parchment-50 px-6 py-10 text-center shadow-md outline-none sm:px-10"
      >
        <h1 className="text-4xl sm:text-5xl">Thank You for Your Order</h1>
        <Ornament className="mt-4 justify-center" />
        {order.orderNumber && (
          <p className="mt-5 text-lg text-ink-700">
            Your order number is{' '}
            <strong className="font-semibold text-ink-900 tabular-nums">{order.orderNumber}</strong>
            . Please quote it if you write to us about this order.
          </p>
        )}
        <p className="mt-5 text-lg text-ink-700">
          A confirmation email will be sent to{' '}
          <strong className="text-ink-900">{order.customer_email ?? 'the address you gave'}</strong>
          .
        </p>
        {order.gift && <GiftNote gift={order.gift} lines={order.lines ?? []} />}
        <p className="mt-3 text-ink-700">
          Questions about your order? Write to{' '}
          <a
            href={`mailto:${env.supportEmail}`}
            className="font-semibold text-burgundy-700 underline underline-offset-2"
          >
            {env.supportEmail}
          </a>
          .
        </p>
      </div>

      {order.shipping && <Delivery shipping={order.shipping} />}

      {downloads.length > 0 && (
        <section aria-labelledby="downloads-heading" className="mt-10">
          <h2 id="downloads-heading" className="text-2xl">
            Your Downloads
          </h2>
          <ul className="mt-4 space-y-3">
            {downloads.map((line) => (
              <li
                key={line.downloadUrl}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-parchment-300 bg-parchment-50 px-4 py-3"
              >
                <span className="font-serif text-lg">{line.name}</span>
                <a
                  href={apiAddress(line.downloadUrl ?? '')}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonStyles('primary', 'sm')}
                >
                  Download <span className="sr-only">{line.name}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-ink-700">
            Your downloads stay in{' '}
            <a
              href="/downloads"
              className="font-semibold text-burgundy-700 underline underline-offset-2"
            >
              My downloads
            </a>
            : whenever you need them again, sign in there with your email address.
          </p>
        </section>
      )}

      {lines.length > 0 && (
        <section aria-labelledby="order-lines-heading" className="mt-10">
          <h2 id="order-lines-heading" className="text-2xl">
            Your Order
          </h2>
          <ul className="mt-4 divide-y divide-parchment-300 rounded-lg border border-parchment-300 bg-parchment-50 px-4">
            {lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-4 py-3">
                <span>
                  {line.name}{' '}
                  <span className="text-sm text-ink-500">
                    ({formatLabel(line.format)} × {line.quantity})
                  </span>
                  {describeLinePricing(line) && (
                    <span className="block text-sm text-emerald-800">
                      {describeLinePricing(line)}
                    </span>
                  )}
                </span>
                <span className="tabular-nums">{formatAmount(line.unitPrice * line.quantity)}</span>
              </li>
            ))}
          </ul>
          {order.discount && <DiscountLine discount={order.discount} className="mt-3 px-4" />}
          {order.shipping && (
            <ShippingLine
              amount={order.shipping.amount}
              code={order.discount?.shippingOff ? order.discount.code : undefined}
              className="mt-3 px-4"
            />
          )}
          {order.total !== undefined && (
            <p className="mt-3 flex justify-between px-4 font-serif text-xl">
              <span>Total</span>
              <span className="tabular-nums">{formatAmount(order.total)}</span>
            </p>
          )}
        </section>
      )}

      <p className="mt-10 text-center">
        <Link to="/store" className={buttonStyles('secondary')}>
          Continue browsing
        </Link>
      </p>
    </section>
  );
}

type OrderShipping = NonNullable<SessionStatusResponse['shipping']>;

/** Where the physical items go, as the buyer gave it, and what posting them cost. */
function Delivery({ shipping }: { shipping: OrderShipping }) {
  const parts = formatAddress({ name: shipping.name, ...shipping.address });
  return (
    <section aria-labelledby="delivery-heading" className="mt-10">
      <h2 id="delivery-heading" className="text-2xl">
        Delivery
      </h2>
      <div className="mt-4 rounded-lg border border-parchment-300 bg-parchment-50 px-4 py-3">
        {parts.length > 0 ? (
          <>
            <p className="text-ink-700">Your physical items will be sent to:</p>
            <address className="mt-2 not-italic text-ink-900">
              {parts.map((part) => (
                <span key={part} className="block">
                  {part}
                </span>
              ))}
            </address>
          </>
        ) : (
          <p className="text-ink-700">
            We will write to you about where to send your physical items.
          </p>
        )}
        <p className="mt-3 text-ink-700">
          Shipping:{' '}
          <strong className="text-ink-900 tabular-nums">
            {shipping.amount === 0 ? 'Free' : formatAmount(shipping.amount)}
          </strong>
        </p>
      </div>
    </section>
  );
}

type OrderGift = NonNullable<SessionStatusResponse['gift']>;

/** A gift: for whom, and the day its downloads are sent (the parcel goes to the address given). */
function GiftNote({
  gift,
  lines,
}: {
  gift: OrderGift;
  lines: SessionStatusResponse['lines'] & {};
}) {
  const digital = lines.some((line) => line.format === 'digital');
  const physical = lines.some((line) => line.format === 'physical');
  return (
    <p className="mt-3 text-lg text-ink-700">
      This is a gift for <strong className="text-ink-900">{gift.recipientName}</strong>.{' '}
      {digital &&
        (gift.sentAt
          ? `We have sent it to ${gift.recipientName}, with your message, and you a copy.`
          : `We will send it to ${gift.recipientName} on ${formatDate(gift.deliverOn)}, with your message, and send you a copy.`)}
      {physical && ` The parcel goes to the address you gave for ${gift.recipientName}.`}
    </p>
  );
}
