import {
  copiesSentWords,
  sponsoredCopiesWords,
  type ManagedGifts,
  type ManagedMonthlyGift,
  type SponsoredGift,
} from '@ministry/contracts';
import { useNavigation } from 'react-router';
import { Form, Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { EmailLinkRequest, emailLinkCard } from '@/components/ui/email-link-request';
import { FormField, Input } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel } from '@/components/ui/status-panel';
import { formatAmount, formatDate } from '@/lib/format';

/** What a form of `/donate/manage` answered: a link (perhaps) sent, a change made, or a problem. */
export interface ManageOutcome {
  sent?: string;
  emailError?: string;
  error?: string;
  /** A change made: said once, above the list. */
  notice?: string;
  /** The plan and field a refused change was about. */
  planId?: string;
  /** Stripe's page could not be opened for this plan just now: offer to try again. */
  retryPortal?: string;
  amountError?: string;
}

const TITLE = 'Manage My Monthly Gift';
const card = emailLinkCard;

/**
 * `/donate/manage` before signing in: the donor's email address, then a note that a link is on
 * its way if the address gives monthly or sponsored copies. The note is the same for every address.
 */
export function AskForManageLinkPage({
  outcome,
  signedOut = false,
}: {
  outcome?: ManageOutcome | undefined;
  signedOut?: boolean;
}) {
  return (
    <>
      <PageHeader
        title={TITLE}
        lead="Change the amount of your monthly gift or stop it. No password: we email you a link that signs you in."
      />
      <div className="mx-auto max-w-xl">
        <EmailLinkRequest
          outcome={outcome}
          signedOutNote={signedOut ? 'Your sign-in has ended. Ask for a new link below.' : null}
          emailHint="The address your receipts are sent to."
          sentNote={(address) => <>If {address} gives monthly or sponsored copies</>}
          spamHint="Nothing after a few minutes? Check your spam folder, or try the address you gave with."
          againHref="/donate/manage"
        />
        <p className="mt-8 text-center">
          <Link to="/donate" className="font-semibold text-burgundy-700 underline">
            Back to Give Gracefully
          </Link>
        </p>
      </div>
    </>
  );
}

/** `/donate/manage` signed in: the address's active monthly gifts and what can be done. */
export function ManageGiftsPage({
  managed,
  sponsored = null,
  outcome,
}: {
  managed: ManagedGifts;
  /** The donor's gifts of copies; null when they could not be read just now. */
  sponsored?: SponsoredGift[] | null;
  outcome?: ManageOutcome | undefined;
}) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHeader title={TITLE} lead={`Signed in as ${managed.email}.`} />
      <div className="mx-auto max-w-3xl">
        {outcome?.notice && (
          <p role="status" className="mb-6 rounded-md bg-parchment-50 px-4 py-3 text-center">
            {outcome.notice}
          </p>
        )}
        {outcome?.error && (
          <div role="alert" className="mb-6 text-center text-burgundy-700">
            <p className="font-medium">{outcome.error}</p>
            {outcome.retryPortal && (
              <Form method="post" reloadDocument className="mt-3">
                <input type="hidden" name="intent" value="portal" />
                <input type="hidden" name="planId" value={outcome.retryPortal} />
                <Button type="submit" variant="secondary" size="sm">
                  Try again
                </Button>
              </Form>
            )}
          </div>
        )}
        {sponsored && sponsored.length > 0 ? <SponsoredCopies gifts={sponsored} /> : null}
        {managed.gifts.length === 0 ? (
          <EmptyPanel title="No active monthly gift">
            This address has no monthly gift running. Thank you for all you have given.{' '}
            <Link to="/donate" className="font-semibold text-burgundy-700 underline">
              Give again
            </Link>
          </EmptyPanel>
        ) : (
          <ul className="space-y-5" aria-label="Your monthly gifts">
            {managed.gifts.map((gift) => (
              <MonthlyGiftCard
                key={gift.id}
                gift={gift}
                managed={managed}
                amountError={outcome?.planId === gift.id ? outcome.amountError : undefined}
              />
            ))}
          </ul>
        )}
        {managed.mode === 'demo' && managed.gifts.length > 0 && (
          <p className="mt-4 text-center text-sm text-ink-700">
            Demonstration mode: no card is charged and no money moves.
          </p>
        )}
        <Form method="post" className="mt-10 text-center">
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="secondary">
            Sign out
          </Button>
        </Form>
      </div>
    </>
  );
}

function MonthlyGiftCard({
  gift,
  managed,
  amountError,
}: {
  gift: ManagedMonthlyGift;
  managed: ManagedGifts;
  amountError: string | undefined;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData.get('planId') === gift.id;
  return (
    <li className={card}>
      <h2 className="font-serif text-2xl">{`${formatAmount(gift.amount)} a month`}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-ink-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-900">Fund</dt>
        <dd>{gift.fund ?? 'Where most needed'}</dd>
        <dt className="font-semibold text-ink-900">Started</dt>
        <dd>{formatDate(gift.startedAt)}</dd>
        {gift.nextChargeAt && (
          <>
            <dt className="font-semibold text-ink-900">Next gift</dt>
            <dd>{formatDate(gift.nextChargeAt)}</dd>
          </>
        )}
      </dl>
      {managed.mode === 'stripe' ? (
        // A whole-page post: the answer is a redirect to Stripe's page.
        <Form method="post" reloadDocument className="mt-5">
          <input type="hidden" name="intent" value="portal" />
          <input type="hidden" name="planId" value={gift.id} />
          <Button type="submit">Change or cancel on Stripe’s page</Button>
        </Form>
      ) : (
        <div className="mt-5 space-y-5">
          <Form
            method="post"
            aria-label={`Change the amount of the ${formatAmount(gift.amount)} monthly gift`}
            className="flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="intent" value="amount" />
            <input type="hidden" name="planId" value={gift.id} />
            <FormField
              label="New monthly amount (dollars)"
              hint={`From $${managed.minAmount} to $${managed.maxAmount}.`}
              error={amountError}
              className="w-full sm:w-auto sm:min-w-0 sm:flex-1"
            >
              <Input
                type="number"
                name="amount"
                inputMode="numeric"
                min={managed.minAmount}
                max={managed.maxAmount}
                step={1}
                defaultValue={gift.amount}
                required
              />
            </FormField>
            <Button type="submit" pending={busy('amount')} pendingLabel="Changing…">
              Change amount
            </Button>
          </Form>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="renew" />
              <input type="hidden" name="planId" value={gift.id} />
              <Button
                type="submit"
                variant="secondary"
                pending={busy('renew')}
                pendingLabel="Recording…"
              >
                Simulate next month’s gift
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="planId" value={gift.id} />
              <Button
                type="submit"
                variant="danger"
                pending={busy('cancel')}
                pendingLabel="Cancelling…"
              >
                Cancel my monthly gift
              </Button>
            </Form>
          </div>
        </div>
      )}
    </li>
  );
}

/** The donor's gifts of copies: "10 copies of Prayer books for prisons", and how many have gone. */
function SponsoredCopies({ gifts }: { gifts: SponsoredGift[] }) {
  return (
    <section aria-labelledby="sponsored-copies" className={`${card} mb-8`}>
      <h2 id="sponsored-copies" className="font-serif text-2xl">
        Your sponsored copies
      </h2>
      <ul className="mt-3 space-y-3 text-ink-700">
        {gifts.map((gift) => (
          <li key={gift.receiptNumber}>
            <p className="font-semibold text-ink-900">
              {`${sponsoredCopiesWords(gift)}, given ${formatDate(gift.paidAt)} (receipt ${gift.receiptNumber})`}
            </p>
            <p>{`${copiesSentWords(gift)}.`}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
