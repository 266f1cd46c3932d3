import { tributeWords, type GiftCheckoutResponse } from '@ministry/contracts/gifts';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { outcomeRef } from '@/lib/show-outcome';
import { resourceHref } from './gift-for-resource';

/** A gift recorded at once (demo mode), as the payments service answered it. */
export type DemoAnswer = Extract<GiftCheckoutResponse, { mode: 'demo' }>;

/**
 * The thanks that replaces the giving form once a gift is recorded: it takes the focus and is
 * scrolled into view, wherever the form's button left the donor.
 */
export function GiftThankYou({
  answer,
  onAgain,
  sponsored = null,
}: {
  answer: DemoAnswer;
  onAgain: () => void;
  /** The copies the gift sponsored, in words ("10 copies of Prayer books for prisons"). */
  sponsored?: string | null;
}) {
  const { gift, planId } = answer;

  return (
    <div
      role="status"
      ref={outcomeRef}
      tabIndex={-1}
      className="rounded-xl border border-gold-400 bg-parchment-50 p-6 text-left text-ink-900 shadow-sm outline-none sm:p-8"
    >
      <h3 className="text-center text-3xl">Thank you for your gift</h3>
      <p className="mt-3 text-center text-ink-700">
        Your {gift.frequency === 'monthly' ? 'monthly ' : ''}gift of ${gift.amount.toFixed(2)}
        {gift.fund ? ` to ${gift.fund}` : ''}
        {gift.forResource ? ` for “${gift.forResource.name}”` : ''} has been received. A receipt is
        on its way to your email. May God bless you.
      </p>
      <p className="mt-4 text-sm">
        Receipt {gift.receiptNumber}: ${gift.amount.toFixed(2)}
        {gift.feeCovered ? ` (includes $${gift.feeCovered.toFixed(2)} to cover card fees)` : ''}
        {gift.name ? `, from ${gift.name}` : ''}
      </p>
      {sponsored ? (
        <p className="mt-2 text-sm">
          Your gift sponsors {sponsored}. We will let you know as they are sent.
        </p>
      ) : null}
      {gift.tribute ? (
        <p className="mt-2 text-sm">
          Given {tributeWords(gift.tribute)}.
          {gift.tribute.cardTo ? ` A card is on its way to ${gift.tribute.cardTo}.` : ''}
        </p>
      ) : null}
      {gift.prayerNames ? (
        <p className="mt-2 text-sm">
          The names you gave will be remembered in our prayers:{' '}
          {[...gift.prayerNames.living, ...gift.prayerNames.departed].join(', ')}.
        </p>
      ) : null}
      {gift.forResource ? (
        <p className="mt-2 text-sm">
          <Link
            to={resourceHref(gift.forResource)}
            className="font-medium text-burgundy-700 underline"
          >
            Back to “{gift.forResource.name}”
          </Link>
        </p>
      ) : null}
      {planId ? (
        <p className="mt-6 border-t border-parchment-300 pt-4">
          To change or cancel your monthly gift, go to{' '}
          {/* Only its donor may: the page signs them in with a link emailed to this address. */}
          <Link to="/donate/manage" className="font-medium text-burgundy-700 underline">
            Manage my monthly gift
          </Link>
          .
        </p>
      ) : null}
      <Button variant="ghost" className="mt-4" onClick={onAgain}>
        Give again
      </Button>
    </div>
  );
}
