import { useNavigation } from 'react-router';
import { Form, Link } from '@/components/ui/link';
import { Button, buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { outcomeRef } from '@/lib/show-outcome';

/** What the confirmation's post answered. */
export type ConfirmOutcome =
  | { confirmed: true; manageToken: string }
  | { confirmed?: false; failure: 'unknown' | 'expired' | 'unavailable'; message?: string };

const FAILURES = {
  unknown: {
    title: 'This link has already been used',
    text: 'It may have confirmed your subscription already, or it was never one of ours. If you are not receiving our emails, subscribe again: you will get a new link.',
  },
  expired: {
    title: 'This link has expired',
    text: 'A confirmation link lasts seven days. Subscribe again and we will send you a new one.',
  },
  unavailable: {
    title: 'Your subscription could not be confirmed just now',
    text: 'Please try again in a moment.',
  },
} as const;

/**
 * `/subscribe/confirm/:token`: one button that confirms. Opening the link confirms nothing (mail
 * scanners open links); only the button's post does, and then the page says so and gives the
 * address of the subscriber's preferences.
 */
export function ConfirmPage({ outcome }: { outcome?: ConfirmOutcome | undefined }) {
  const navigation = useNavigation();
  if (outcome?.confirmed) {
    return (
      <>
        <PageHeader title="You’re subscribed" />
        <div role="status" ref={outcomeRef} tabIndex={-1} className={`${PANEL} outline-none`}>
          <p>
            Thank you. The emails of the lists you chose will come to your inbox. Each one has a
            link to leave or to change your choices.
          </p>
          <Link
            to={`/subscriptions/${outcome.manageToken}`}
            className={`${buttonStyles('secondary')} mt-6`}
          >
            Choose lists and calendar
          </Link>
        </div>
      </>
    );
  }
  const failure = outcome ? FAILURES[outcome.failure] : undefined;
  return (
    <>
      <PageHeader
        title="Confirm your subscription"
        lead="One more step: confirm that you asked to receive our emails."
      />
      <div className={PANEL}>
        {failure && (
          <div role="alert" className="mb-6 rounded-md bg-burgundy-50 px-4 py-3 text-burgundy-800">
            <h2 className="text-xl">{failure.title}</h2>
            <p className="mt-1">{failure.text}</p>
            {outcome?.failure !== 'unavailable' && (
              <Link to="/subscribe" className="mt-2 inline-block font-semibold underline">
                Subscribe again
              </Link>
            )}
          </div>
        )}
        {outcome?.failure !== 'unknown' && outcome?.failure !== 'expired' && (
          <Form method="post">
            <Button
              type="submit"
              size="lg"
              pending={navigation.state === 'submitting'}
              pendingLabel="Confirming…"
            >
              Confirm my subscription
            </Button>
          </Form>
        )}
      </div>
    </>
  );
}

const PANEL =
  'mx-auto max-w-xl rounded-xl border border-parchment-300 bg-parchment-50 p-6 text-center shadow-sm sm:p-8';
