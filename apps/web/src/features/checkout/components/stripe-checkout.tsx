import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/status-panel';
import { useQuery } from '@/lib/use-query';
import { loadStripeWithTimeout } from '../lib/load-stripe';

export const STRIPE_LOAD_FAILED =
  'The secure payment form could not be loaded. Please check your connection and try again.';

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
}

/**
 * Stripe's embedded checkout. Stripe.js is awaited here, not by the provider (which does not
 * handle a failed load), and the provider is mounted only once Stripe is ready.
 */
export default function StripeCheckout({ publishableKey, clientSecret }: StripeCheckoutProps) {
  const stripe = useQuery(`stripe:${publishableKey}`, () => loadStripeWithTimeout(publishableKey));

  if (stripe.status === 'loading') {
    return (
      <div role="status" aria-label="Loading the secure payment form">
        <Skeleton className="h-[32rem] w-full rounded-xl" />
      </div>
    );
  }
  if (stripe.status === 'error') {
    return (
      <ErrorPanel
        title="Payment form unavailable"
        message={STRIPE_LOAD_FAILED}
        onRetry={stripe.refetch}
      />
    );
  }
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm">
      <EmbeddedCheckoutProvider stripe={stripe.data} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}
