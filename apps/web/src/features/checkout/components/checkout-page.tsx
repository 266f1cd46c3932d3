import type {
  CartItem,
  CheckoutSessionResponse,
  PaymentsConfig,
  ShippingTerms,
} from '@ministry/contracts';
import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import type { Loaded } from '@/lib/loaded';
import { outcomeRef } from '@/lib/show-outcome';
import { CLIENT_SECRET_FAILED } from '../api/create-checkout-session';
import { DemoCheckout } from './demo-checkout';
import { CodeOption, type CodeOptionProps } from './code-option';
import { GiftOption, type GiftOptionProps } from './gift-fields';
import { OrderSummary, type OrderChanges } from './order-summary';

// Stripe's libraries load only when a payment is taken through Stripe.
const StripeCheckout = lazy(() => import('@/components/ui/stripe-checkout'));

function PaymentSkeleton() {
  return (
    <div role="status" aria-label="Preparing your checkout">
      <Skeleton className="h-[32rem] w-full rounded-xl" />
    </div>
  );
}

/** A checkout session being created, as the page follows it. */
export type SessionState =
  | { status: 'creating' }
  | ({ status: 'created' } & CheckoutSessionResponse)
  | { status: 'failed'; error: { status: number; message: string } };

interface CheckoutPageProps {
  /** The cart as it was when the visitor arrived: the session is made for it. */
  items: CartItem[];
  /** What those items cost, as the cart counts it, shipping included. */
  total: number;
  config: Loaded<PaymentsConfig>;
  /**
   * Posting the physical items: the owner's terms and what they add to this order; null when
   * nothing is posted.
   */
  shipping?: { terms: Loaded<ShippingTerms>; amount: number | null } | null;
  session: SessionState;
  /** A new session is being made for a changed gift or code: the payment waits for it. */
  renewing?: boolean;
  /** Creates the session again (the visitor asked to, after a failure). */
  onRetrySession: () => void;
  onRetryConfig: () => void;
  /** Changing quantities from the summary (each change starts the checkout again). */
  changes?: OrderChanges | undefined;
  /** Buy Now: one item bought alone, and how many lines the cart keeps for later. */
  alone?: { kept: number } | null;
  /** "This is a gift": the gift the session was made with, the server's word on it, a change. */
  gift?: CheckoutGift | undefined;
  /** A discount code: the one the session was made with, the server's word on one refused. */
  code?: CheckoutCodeChoice | undefined;
}

export interface CheckoutCodeChoice extends CodeOptionProps {
  /** The email a code counted per person fixed for the payment. */
  email?: string | undefined;
}

export type CheckoutGift = Omit<GiftOptionProps, 'posts' | 'today'>;

/** `/checkout`: the order summary and the payment form (Stripe's, or the demo panel). */
export function CheckoutPage(props: CheckoutPageProps) {
  return (
    <>
      <PageHeader title="Checkout" />
      {props.items.length === 0 ? (
        <EmptyPanel title="Your cart is empty.">
          <p>Add a resource from the store, then come back here to pay.</p>
          <Link to="/store" className={`${buttonStyles('primary')} mt-6`}>
            Visit the store
          </Link>
        </EmptyPanel>
      ) : (
        <CheckoutForm {...props} />
      )}
    </>
  );
}

/** Shown while the checkout's data loads on arrival. */
export function CheckoutLoading() {
  return (
    <>
      <PageHeader title="Checkout" />
      <PaymentSkeleton />
    </>
  );
}

function CheckoutForm({
  items,
  total,
  config,
  shipping = null,
  session,
  renewing = false,
  onRetrySession,
  onRetryConfig,
  changes,
  alone,
  gift,
  code,
}: CheckoutPageProps) {
  // The server's total once the session is made (a code may take something off).
  const payable = session.status === 'created' ? (session.total ?? total) : total;
  const discount = session.status === 'created' ? (session.discount ?? null) : null;
  // Shipping terms count as payment settings: without them there is no price to pay.
  const settingsError = config.error ?? shipping?.terms.error;
  let payment;
  if (session.status === 'failed') {
    const { error } = session;
    // Too few left (409): the summary beside this marks the line and offers the fix; retrying
    // the same cart would only fail again.
    const stock = error.status === 409;
    payment = (
      <div
        role="alert"
        ref={outcomeRef}
        tabIndex={-1}
        className="rounded-xl border border-burgundy-500/30 bg-burgundy-50 p-6 outline-none"
      >
        <p className="font-serif text-xl text-ink-900">
          {stock
            ? 'Some of your order is no longer in stock as you asked. Change the quantity in the order summary to continue.'
            : 'Your payment could not be started. Please try again in a moment.'}
        </p>
        <h2 className="mt-4 text-base font-semibold text-burgundy-800">{CLIENT_SECRET_FAILED}</h2>
        <p className="mt-1 text-sm text-burgundy-700">
          {error.status ? `Status ${error.status}: ${error.message}` : error.message}
        </p>
        {!stock && (
          <button
            type="button"
            onClick={onRetrySession}
            className={`${buttonStyles('secondary', 'sm')} mt-4`}
          >
            Try again
          </button>
        )}
      </div>
    );
  } else if (settingsError || !config.data) {
    payment = (
      <ErrorPanel
        title="Payment settings unavailable"
        message="The payment service could not be reached. Please try again in a moment."
        error={new Error(settingsError?.message ?? 'No payment settings')}
        onRetry={onRetryConfig}
      />
    );
  } else if (session.status === 'creating' || renewing) {
    payment = <PaymentSkeleton />;
  } else if (config.data.mode === 'stripe') {
    payment = (
      <Suspense fallback={<PaymentSkeleton />}>
        <StripeCheckout
          publishableKey={config.data.publishableKey}
          clientSecret={session.clientSecret}
        />
      </Suspense>
    );
  } else {
    payment = (
      <DemoCheckout
        clientSecret={session.clientSecret}
        total={payable}
        fixedEmail={code?.email}
        countries={shipping?.terms.data?.countries ?? null}
        giftFor={gift?.gift?.recipientName}
      />
    );
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        {code && <CodeOption {...code} />}
        {gift && <GiftOption {...gift} posts={shipping !== null} />}
        {payment}
      </div>
      <div className="space-y-3">
        <OrderSummary
          items={items}
          total={payable}
          shipping={shipping?.amount ?? null}
          discount={discount}
          changes={changes}
        />
        {alone && (
          <p className="text-sm text-ink-700">
            You are buying this item on its own.{' '}
            {alone.kept > 0
              ? 'Your cart is kept as it is, for later.'
              : 'Your cart is empty and stays so.'}
          </p>
        )}
      </div>
    </div>
  );
}
