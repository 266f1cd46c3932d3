import { zodResolver } from '@hookform/resolvers/zod';
import {
  demoCompleteInputSchema,
  demoSessionIdFromClientSecret,
  type DemoCompleteInput,
} from '@ministry/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { labelledResolver } from '@/lib/form-errors';
import { formatAmount } from '@/lib/format';
import { completeDemoSession } from '../api/complete-demo-session';

const resolver = labelledResolver(
  zodResolver(demoCompleteInputSchema),
  { email: 'Email address' },
  () => 'Please enter a valid email address.',
);

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
  const sessionId = demoSessionIdFromClientSecret(clientSecret);
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm<DemoCompleteInput>({ resolver, defaultValues: { email: '' } });
  const failure = errors.root?.server?.message;

  async function pay({ email }: DemoCompleteInput) {
    if (!sessionId) return;
    try {
      await completeDemoSession(sessionId, email);
      await navigate(`/return?session_id=${encodeURIComponent(sessionId)}`);
    } catch (error) {
      setError('root.server', {
        message: error instanceof Error ? error.message : 'The payment could not be completed.',
      });
    }
  }

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
        <form className="mt-6 space-y-4" onSubmit={handleSubmit(pay)} noValidate>
          <FormField label="Email address" error={errors.email?.message}>
            <Input {...register('email')} type="email" autoComplete="email" required />
          </FormField>
          {failure && (
            <p role="alert" className="font-medium text-burgundy-600">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Completing payment…' : `Pay ${formatAmount(total)}`}
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
