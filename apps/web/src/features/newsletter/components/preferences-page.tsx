import type { SubscriptionPreferences } from '@ministry/contracts';
import { useNavigation } from 'react-router';
import { Form, Link } from '@/components/ui/link';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { outcomeRef } from '@/lib/show-outcome';
import { ListCheckboxes } from './list-checkboxes';

/** What a post of the preferences page answered. */
export interface PreferencesOutcome {
  notice?: string;
  error?: string;
  /** The delete button was pressed without ticking "yes, delete". */
  confirmDelete?: string;
}

const STATUS: Record<SubscriptionPreferences['status'], string> = {
  pending: 'Your subscription is waiting for you to confirm it from the email we sent.',
  confirmed: 'You are subscribed.',
  unsubscribed: 'You have left every list: nothing is sent to you.',
  bounced: 'Emails to this address could not be delivered, so nothing is sent to it.',
  complained: 'This address reported our email as unwanted, so nothing is sent to it.',
};

const CARD = 'rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm sm:p-8';
const LEGEND = 'text-xl font-semibold text-burgundy-900';

/**
 * `/subscriptions/:token`, reached by the link in every email: the lists, the calendar of the
 * seasonal series, a pause, leaving every list, and one's data (download, delete). Every part
 * is a plain form posting to the page, so it works without JavaScript.
 */
export function PreferencesPage({
  token,
  preferences,
  outcome,
  firstPauseEnd,
}: {
  token: string;
  preferences: SubscriptionPreferences;
  outcome?: PreferencesOutcome | undefined;
  /** The first day a pause may end on (tomorrow), `YYYY-MM-DD`. */
  firstPauseEnd: string;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const chosen = new Set(preferences.lists);
  const hasSeries = preferences.available.some((list) => list.kind === 'series');

  return (
    <>
      <PageHeader title="Your Email Subscriptions" lead={`For ${preferences.email}`} />
      <div className="mx-auto max-w-2xl space-y-8">
        <p className="text-center text-ink-700">{STATUS[preferences.status]}</p>
        {outcome?.notice && (
          <p
            role="status"
            ref={outcomeRef}
            tabIndex={-1}
            className="rounded-md border border-gold-400 bg-parchment-50 px-4 py-3 text-center font-medium outline-none"
          >
            {outcome.notice}
          </p>
        )}
        {outcome?.error && (
          <p
            role="alert"
            className="rounded-md bg-burgundy-50 px-4 py-3 font-medium text-burgundy-700"
          >
            {outcome.error}
          </p>
        )}

        <Form method="post" className={`${CARD} space-y-6`} aria-label="Your choices">
          <input type="hidden" name="intent" value="save" />
          <fieldset>
            <legend className={LEGEND}>Lists</legend>
            <ListCheckboxes
              lists={preferences.available}
              chosen={chosen}
              className="mt-2 space-y-2"
            />
          </fieldset>
          {hasSeries && (
            <fieldset>
              <legend className={LEGEND}>Church calendar</legend>
              <p className="text-sm text-ink-500">
                The seasonal series come on the right day of the calendar you keep.
              </p>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
                {(['new', 'old'] as const).map((calendar) => (
                  <label key={calendar} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="calendar"
                      value={calendar}
                      defaultChecked={preferences.calendar === calendar}
                      className="size-4 accent-burgundy-700"
                    />
                    {calendar === 'new' ? 'New (Revised Julian)' : 'Old (Julian)'}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <FormField
            label="Pause every email until"
            hint="For a season (a fast, a journey): nothing is sent before this day. Leave it empty to receive them as usual."
          >
            <Input
              name="pausedUntil"
              type="date"
              min={firstPauseEnd}
              defaultValue={preferences.pausedUntil ?? ''}
            />
          </FormField>
          <Button type="submit" pending={busy('save')} pendingLabel="Saving…">
            Save my choices
          </Button>
        </Form>

        {preferences.status !== 'unsubscribed' && (
          // The emails' "Unsubscribe" link lands here (`#leave`).
          <Form
            method="post"
            id="leave"
            className={`${CARD} scroll-mt-24`}
            aria-labelledby="leave-heading"
          >
            <h2 id="leave-heading" className={LEGEND}>
              Leave every list
            </h2>
            <p className="mt-1 text-ink-700">
              No more emails from us. You can come back here to choose lists again.
            </p>
            <input type="hidden" name="intent" value="leave" />
            <Button
              type="submit"
              variant="secondary"
              className="mt-4"
              pending={busy('leave')}
              pendingLabel="Leaving…"
            >
              Leave every list
            </Button>
          </Form>
        )}

        <section className={CARD} aria-labelledby="your-data">
          <h2 id="your-data" className={LEGEND}>
            Your data
          </h2>
          <p className="mt-1 text-ink-700">
            We keep your address, your name if you gave it, the lists you chose, and when and where
            you agreed to receive them (with the address you agreed from), as the law asks.
          </p>
          <a
            href={`/api/subscriptions/${token}/data`}
            download="my-subscription.json"
            className={`${buttonStyles('secondary')} mt-4`}
          >
            Download my data
          </a>
          <Form method="post" className="mt-6 border-t border-parchment-300 pt-6">
            <input type="hidden" name="intent" value="delete" />
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                aria-describedby={outcome?.confirmDelete ? 'confirm-delete-error' : undefined}
                className="mt-1.5 size-4 accent-burgundy-700"
              />
              <span>
                Yes, delete my address and its history. We keep only a count that names no one.
              </span>
            </label>
            {outcome?.confirmDelete && (
              <p
                id="confirm-delete-error"
                role="alert"
                className="mt-1 text-sm font-medium text-burgundy-600"
              >
                {outcome.confirmDelete}
              </p>
            )}
            <Button
              type="submit"
              variant="danger"
              className="mt-4"
              pending={busy('delete')}
              pendingLabel="Deleting…"
            >
              Delete my data
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}

/** A preferences link that is not (or no longer) known: an address deleted, or mistyped. */
export function UnknownSubscriptionPage() {
  return (
    <>
      <PageHeader
        title="This link is not known"
        lead="It may be mistyped, or the subscription it belonged to has been deleted."
      />
      <p className="text-center">
        <Link to="/subscribe" className={buttonStyles('secondary')}>
          Subscribe again
        </Link>
      </p>
    </>
  );
}

/** After "Delete my data". */
export function DeletedPage() {
  return (
    <>
      <PageHeader
        title="Your data is deleted"
        lead="Your address and its history are gone from our list. Nothing more will be sent to you."
      />
      <p className="text-center">
        <Link to="/" className={buttonStyles('secondary')}>
          Back to the home page
        </Link>
      </p>
    </>
  );
}
