import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from './button';
import { FormField, Input } from './form-field';

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
        <div role="status" className={`${emailLinkCard} text-center`}>
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
