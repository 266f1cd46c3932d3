import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { ScriptureQuote } from '@/components/ui/scripture-quote';
import { env } from '@/config/env';
import type { FundProgress } from '@ministry/contracts/gifts';
import { GIVING_FORM_ID } from '@/lib/links';
import { isTestModeLink } from '../lib/donation-link';
import type { LinkedGift } from '../lib/gift-link';
import { FundMeter } from './fund-meter';
import { GiftReturn, type GiftReturnState } from './gift-return';
import { GivingSection } from './giving-section';
import { SponsorCopiesSection } from './sponsor-copies-section';

const USES = [
  { title: 'Free resources', text: 'Keeps prayers, cards and guides free for anyone to download.' },
  { title: 'New studies', text: 'Gives time to write and typeset new Bible studies and booklets.' },
  { title: 'Printed copies', text: 'Sends printed booklets to parishes, prisons and missions.' },
] as const;

/**
 * `/donate`: "Give Gracefully". The giving form on this page is the way to give; the payment
 * provider's donation link is offered once, as a quiet line under it.
 */
export function DonatePage({
  giftReturn = null,
  goals = [],
  linkedGift = null,
}: {
  giftReturn?: GiftReturnState;
  /** The funds raising a set amount now, with what has been given. */
  goals?: FundProgress[];
  /** The gift a link chose (`?for=`, `&amount=`): the form opens on it. */
  linkedGift?: LinkedGift | null;
}) {
  return (
    <>
      <PageHeader
        title="Give Gracefully"
        lead="This ministry is the work of one person, offered freely. If it has helped you, a gift of any size keeps it going."
      />
      <GiftReturn state={giftReturn} />
      <ul className="grid gap-5 md:grid-cols-3">
        {USES.map((use) => (
          <li
            key={use.title}
            className="rounded-lg border border-parchment-300 bg-parchment-50 p-6 text-center shadow-sm"
          >
            <h2 className="text-xl">{use.title}</h2>
            <p className="mt-2 text-ink-700">{use.text}</p>
          </li>
        ))}
      </ul>
      {goals.length > 0 ? (
        <section aria-labelledby="goals-heading" className="mt-12">
          <h2 id="goals-heading" className="text-center text-2xl">
            What we are raising now
          </h2>
          <ul className="mx-auto mt-4 grid max-w-3xl gap-4">
            {goals.map((goal) => (
              <li key={goal.fundId}>
                <FundMeter progress={goal} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-12 rounded-2xl bg-burgundy-800 px-6 py-10 text-center text-parchment-100 shadow-lg">
        <h2 className="text-3xl text-parchment-50">Offer Your Support</h2>
        <p className="mx-auto mt-3 max-w-xl">
          Give once or every month, to the work as a whole or to one of its funds. You receive a
          receipt by email for every gift.
        </p>
        <div id={GIVING_FORM_ID}>
          {/* Back from a checkout left open, or come to give as a link chose: the form is open. */}
          <GivingSection
            defaultOpen={giftReturn?.data?.status === 'open' || linkedGift !== null}
            goals={goals}
            linkedGift={linkedGift}
          />
        </div>
        <div>
          <p className="mx-auto mt-8 max-w-xl">
            Or sponsor copies of a book for prisons and parishes: you choose how many, and we tell
            you as they are sent.
          </p>
          <SponsorCopiesSection />
        </div>
        <p className="mt-4">
          <Link
            to="/donate/manage"
            className="font-semibold text-parchment-50 underline underline-offset-2"
          >
            Manage my monthly gift
          </Link>
        </p>
        {/* The form above is the way to give; the spec's external link stays, quietly. */}
        <p className="mx-auto mt-8 max-w-xl text-sm text-parchment-200">
          Prefer another way? You can also give through{' '}
          <a
            href={env.donationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-parchment-50 underline underline-offset-2"
          >
            our secure donation page
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {isTestModeLink(env.donationUrl)
            ? ', which is in test mode for now: no real payment is taken.'
            : ', where our payment provider receives your gift.'}
        </p>
      </div>
      <ScriptureQuote
        className="mt-14"
        text="Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God loveth a cheerful giver."
        reference="2 Corinthians 9:7"
      />
    </>
  );
}
