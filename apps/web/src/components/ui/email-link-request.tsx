import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Form, Link } from '@/components/ui/link';
import { outcomeRef } from '@/lib/show-outcome';
import { Button, buttonStyles } from './button';
import { FormField, Input } from './form-field';
import { PageHeader } from './page-header';

/** The card every signed-out email page draws its form and its note in. */
export const emailLinkCard =
  'rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm sm:p-8';

/** What the form's action answered: a link (perhaps) sent to an address, or what went wrong. */
export interface EmailLinkOutcome {
  sent?: string | undefined;
  emailError?: string | undefined;
  error?: string | undefined;
}

/**
 * "Email me a sign-in link": the address, then a note that a link is on its way if the address
 * has something here. The note is the same for every address, so the page never tells who
 * bought or gave. The form posts `intent=ask` to the page's action, and works without JavaScript.
 */
export function EmailLinkRequest({
  outcome,
  signedOutNote,
  emailHint,
  sentNote,
  spamHint,
  againHref,
}: {
  outcome?: EmailLinkOutcome | undefined;
  /** Said above the form after a session ended; null when it did not. */
  signedOutNote: string | null;
  emailHint: string;
  /** "If {address} was used for a purchase", with the address in bold. */
  sentNote: (address: ReactNode) => ReactNode;
  spamHint: string;
  /** This page, for "Use another address". */
  againHref: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'ask';
  return (
    <>
      {signedOutNote && !outcome && (
        <p role="status" className="mb-6 text-center text-ink-700">
          {signedOutNote}
        </p>
      )}
      {outcome?.sent ? (
        <div
          role="status"
          ref={outcomeRef}
          tabIndex={-1}
          className={`${emailLinkCard} text-center outline-none`}
        >
          <h2 className="text-3xl">Check your email</h2>
          <p className="mt-3 text-ink-700">
            {sentNote(<strong className="text-ink-900">{outcome.sent}</strong>)}, a sign-in link is
            on its way. It works once, for 30 minutes.
          </p>
          <p className="mt-3 text-sm text-ink-700">{spamHint}</p>
          <a
            href={againHref}
            className="mt-6 inline-block font-semibold text-burgundy-700 underline underline-offset-2"
          >
            Use another address
          </a>
        </div>
      ) : (
        <Form
          method="post"
          aria-label="Email me a sign-in link"
          className={`${emailLinkCard} space-y-5`}
        >
          <input type="hidden" name="intent" value="ask" />
          <FormField label="Email address" hint={emailHint} error={outcome?.emailError} required>
            <Input type="email" name="email" autoComplete="email" required />
          </FormField>
          {outcome?.error && (
            <p role="alert" className="text-burgundy-700">
              {outcome.error}
            </p>
          )}
          <Button type="submit" pending={sending} pendingLabel="Sending…" className="w-full">
            Email me a sign-in link
          </Button>
        </Form>
      )}
    </>
  );
}

const signInCard = `mx-auto max-w-xl text-center ${emailLinkCard}`;

/**
 * The emailed link's page: signing in happens only when the visitor presses the button, so a
 * mail scanner that opens links cannot use up the single-use link. Posts the token to the
 * page's action.
 */
export function EmailLinkSignIn({
  token,
  title,
  note,
  buttonLabel,
}: {
  token: string;
  title: string;
  note: string;
  buttonLabel: string;
}) {
  const navigation = useNavigation();
  return (
    <>
      <PageHeader title={title} />
      <Form method="post" className={signInCard}>
        <input type="hidden" name="token" value={token} />
        <p className="text-ink-700">{note}</p>
        <Button
          type="submit"
          size="lg"
          className="mt-6"
          pending={navigation.state === 'submitting'}
          pendingLabel="Opening…"
        >
          {buttonLabel}
        </Button>
      </Form>
    </>
  );
}

/** A sign-in link that cannot be used (used, expired, made up): why, and the way on. */
export function EmailLinkRefused({
  message,
  askAgainHref,
}: {
  message: string;
  askAgainHref: string;
}) {
  return (
    <>
      <PageHeader title="This Link Cannot Be Used" />
      <div role="alert" className={signInCard}>
        <p className="text-lg text-ink-700">{message}</p>
        <Link to={askAgainHref} className={`${buttonStyles('primary', 'md')} mt-6`}>
          Ask for a new link
        </Link>
      </div>
    </>
  );
}
