import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { useMemo, useState } from 'react';
import { Deferred } from '@/components/deferred';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/status-panel';
import { settle } from '@/lib/loaded';
import { loadStripeWithTimeout } from '@/lib/load-stripe';

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
  const [attempt, setAttempt] = useState(0);
  const stripe = useMemo(
    () => settle(loadStripeWithTimeout(publishableKey)),
    // A new attempt loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [publishableKey, attempt],
  );

  return (
    <Deferred
      resolve={stripe}
      fallback={
        <div role="status" aria-label="Loading the secure payment form">
          <Skeleton className="h-[32rem] w-full rounded-xl" />
        </div>
      }
    >
      {(loaded) =>
        loaded.error || !loaded.data ? (
          <ErrorPanel
            title="Payment form unavailable"
            message={STRIPE_LOAD_FAILED}
            onRetry={() => setAttempt((value) => value + 1)}
          />
        ) : (
          <div className="overflow-hidden rounded-xl bg-white shadow-sm">
            <EmbeddedCheckoutProvider stripe={loaded.data} options={{ clientSecret }}>
              <EmbeddedCheckout />
            </EmbeddedCheckoutProvider>
          </div>
        )
      }
    </Deferred>
  );
}
