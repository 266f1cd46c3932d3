import { demoCompleteInputSchema, demoSessionIdFromClientSecret } from '@ministry/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatAmount } from '@/lib/format';
import { completeDemoSession } from '../api/complete-demo-session';

interface DemoCheckoutProps {
  clientSecret: string;
  total: number;
}

/**
 * The payment panel of demo mode (no Stripe account): an email address and a Pay button that
 * completes the session on the payments service. No card, no money.
 */
export function DemoCheckout({ clientSecret, total }: DemoCheckoutProps) {
  const navigate = useNavigate();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const sessionId = demoSessionIdFromClientSecret(clientSecret);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sessionId) return;
    const input = demoCompleteInputSchema.safeParse({ email });
    if (!input.success) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(null);
    setPaying(true);
    try {
      await completeDemoSession(sessionId, input.data.email);
      await navigate(`/return?session_id=${encodeURIComponent(sessionId)}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The payment could not be completed.');
      setPaying(false);
    }
  };

  return (
    <section
      aria-labelledby="demo-payment-heading"
      className="rounded-xl border-2 border-dashed border-gold-500 bg-parchment-50 p-6 shadow-sm"
    >
      <p className="inline-block rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold tracking-widest text-ink-900 uppercase">
        Demo mode
      </p>
      <h2 id="demo-payment-heading" className="mt-3 text-2xl">
        Demo Payment
      </h2>
      <p className="mt-2 text-ink-700">
        This shop is running in demo mode: no card is needed and no money is taken. Enter an email
        address to receive the order confirmation and your downloads.
      </p>
      {sessionId ? (
        <form className="mt-6 space-y-4" onSubmit={pay} noValidate>
          <div>
            <label htmlFor={emailId} className="block font-semibold text-ink-900">
              Email address
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              className="mt-1 block w-full rounded-md border border-parchment-400 bg-white px-3 py-2.5 text-ink-900 shadow-inner focus:border-burgundy-600"
            />
          </div>
          {error && (
            <p role="alert" className="font-medium text-burgundy-600">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={paying}>
            {paying ? 'Completing payment…' : `Pay ${formatAmount(total)}`}
          </Button>
        </form>
      ) : (
        <p role="alert" className="mt-4 font-medium text-burgundy-600">
          This checkout session cannot be completed in demo mode.
        </p>
      )}
    </section>
  );
}
