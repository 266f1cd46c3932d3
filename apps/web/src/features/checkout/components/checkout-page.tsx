import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { useCart } from '@/lib/cart-context';
import { CheckoutSessionError, useCheckoutSession } from '../api/create-checkout-session';
import { usePaymentsConfig } from '../api/get-payments-config';
import { DemoCheckout } from './demo-checkout';
import { OrderSummary } from './order-summary';

// Stripe's libraries load only when a payment is taken through Stripe.
const StripeCheckout = lazy(() => import('./stripe-checkout'));

function PaymentSkeleton() {
  return (
    <div role="status" aria-label="Preparing your checkout">
      <Skeleton className="h-[32rem] w-full rounded-xl" />
    </div>
  );
}

/** `/checkout`: the order summary and the payment form (Stripe's, or the demo panel). */
export function CheckoutPage() {
  const { items } = useCart();
  return (
    <>
      <PageTitle title="Checkout" />
      <PageHeader title="Checkout" />
      {items.length === 0 ? (
        <EmptyPanel title="Your cart is empty.">
          <p>Add a resource from the store, then come back here to pay.</p>
          <Link to="/store" className={`${buttonStyles('primary')} mt-6`}>
            Visit the store
          </Link>
        </EmptyPanel>
      ) : (
        <CheckoutForm />
      )}
    </>
  );
}

function CheckoutForm() {
  const { items, total } = useCart();
  const config = usePaymentsConfig();
  const session = useCheckoutSession(items);

  let payment;
  if (session.status === 'error') {
    const { error } = session;
    payment = (
      <div role="alert" className="rounded-xl border border-burgundy-500/30 bg-burgundy-50 p-6">
        <h2 className="text-2xl">Failed to fetch client secret</h2>
        {error instanceof CheckoutSessionError ? (
          <p className="mt-2 text-burgundy-700">
            Status {error.status}: {error.body}
          </p>
        ) : (
          <p className="mt-2 text-burgundy-700">{error.message}</p>
        )}
        <button
          type="button"
          onClick={session.refetch}
          className={`${buttonStyles('secondary', 'sm')} mt-4`}
        >
          Try again
        </button>
      </div>
    );
  } else if (config.status === 'error') {
    payment = (
      <ErrorPanel
        title="Payment settings unavailable"
        message="The payment service could not be reached. Please try again in a moment."
        error={config.error}
        onRetry={config.refetch}
      />
    );
  } else if (session.status === 'loading' || config.status === 'loading') {
    payment = <PaymentSkeleton />;
  } else if (config.data.mode === 'stripe') {
    payment = (
      <Suspense fallback={<PaymentSkeleton />}>
        <StripeCheckout publishableKey={config.data.publishableKey} clientSecret={session.data} />
      </Suspense>
    );
  } else {
    payment = <DemoCheckout clientSecret={session.data} total={total} />;
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">{payment}</div>
      <OrderSummary items={items} total={total} />
    </div>
  );
}
