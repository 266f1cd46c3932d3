import type { GiftSessionStatus } from '@ministry/contracts/gifts';
import { useRevalidator } from 'react-router';
import { cn } from '@/components/ui/cn';
import { Link } from '@/components/ui/link';
import { ErrorPanel } from '@/components/ui/status-panel';
import { formatAmount } from '@/lib/format';
import { GIVING_FORM_ID } from '@/lib/links';
import type { Loaded } from '@/lib/loaded';
import { outcomeRef } from '@/lib/show-outcome';
import { resourceHref } from './gift-for-resource';

/** How the gift a donor comes back from Stripe's checkout with stands (null: not coming back). */
export type GiftReturnState = Loaded<GiftSessionStatus> | null;

/**
 * The top of `/donate?gift_session=`: thanks for a paid gift, "not received" for a checkout left
 * open, a clear word for a link that names no gift, and a retry when payments could not be asked.
 */
export function GiftReturn({ state }: { state: GiftReturnState }) {
  const revalidator = useRevalidator();
  if (!state) return null;
  if (state.error) {
    if (state.error.status === 400 || state.error.status === 404) {
      return (
        <section
          role="status"
          ref={outcomeRef}
          tabIndex={-1}
          className={cn(PANEL, 'border-parchment-300')}
        >
          <h2 className="text-2xl">We could not find this gift</h2>
          <p className="mt-2 text-ink-700">
            This link does not name a gift made on this page. If you gave, the receipt in your email
            has its details; otherwise you are welcome to give below.
          </p>
        </section>
      );
    }
    return (
      <ErrorPanel
        className="mb-10"
        title="We could not confirm your gift yet"
        message="Your gift may have gone through, but its status could not be read just now. Please try again in a moment."
        error={new Error(state.error.message)}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const gift = state.data;
  const covered = gift.feeCovered
    ? ` (includes ${formatAmount(gift.feeCovered)} to cover card fees)`
    : '';
  const forResource = gift.forResource ? ` for “${gift.forResource.name}”` : '';
  const what = `${gift.frequency === 'monthly' ? 'monthly gift' : 'gift'} of ${formatAmount(gift.amount)}${covered}${gift.fund ? ` to ${gift.fund}` : ''}${forResource}`;
  if (gift.status === 'open') {
    return (
      <section
        role="alert"
        ref={outcomeRef}
        tabIndex={-1}
        className={cn(PANEL, 'border-parchment-300')}
      >
        <h2 className="text-2xl">We have not received your gift</h2>
        <p className="mt-2 text-ink-700">Your {what} was not completed, and no money was taken.</p>
        <a href={`#${GIVING_FORM_ID}`} className="mt-4 inline-block font-semibold underline">
          Try again
        </a>
      </section>
    );
  }
  return (
    <section role="status" ref={outcomeRef} tabIndex={-1} className={cn(PANEL, 'border-gold-400')}>
      <h2 className="text-3xl">Thank you for your gift</h2>
      <p className="mt-3 text-ink-700">
        Your {what} has been received. A receipt is on its way to your email. May God bless you.
      </p>
      {gift.forResource ? (
        <Link
          to={resourceHref(gift.forResource)}
          className="mt-4 inline-block font-semibold underline"
        >
          Back to “{gift.forResource.name}”
        </Link>
      ) : null}
    </section>
  );
}

const PANEL =
  'mb-10 rounded-xl border bg-parchment-50 px-6 py-8 text-center shadow-sm outline-none';
