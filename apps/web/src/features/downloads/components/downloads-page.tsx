import type { LibraryResponse } from '@ministry/contracts';
import { Form, useNavigation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel } from '@/components/ui/status-panel';
import { formatDate, formatLabel } from '@/lib/format';

/** What the page's form answered: a link was (perhaps) sent, or what went wrong. */
export type AskOutcome =
  | { sent: string; error?: undefined; emailError?: undefined }
  | { sent?: undefined; error?: string; emailError?: string };

const card = 'rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm sm:p-8';

/**
 * `/downloads` ("My downloads") before signing in: the buyer's email address, then a note that
 * a link is on its way if it bought anything. The note is the same for every address.
 */
export function AskForLinkPage({
  outcome,
  signedOut = false,
}: {
  outcome?: AskOutcome | undefined;
  signedOut?: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'ask';
  return (
    <>
      <PageHeader
        title="My Downloads"
        lead="Everything you bought as a download, whenever you need it again. No password: we email you a link that signs you in."
      />
      <div className="mx-auto max-w-xl">
        {signedOut && !outcome && (
          <p role="status" className="mb-6 text-center text-ink-700">
            Your downloads session has ended. Ask for a new link below.
          </p>
        )}
        {outcome?.sent ? (
          <div role="status" className={`${card} text-center`}>
            <h2 className="text-3xl">Check your email</h2>
            <p className="mt-3 text-ink-700">
              If <strong className="text-ink-900">{outcome.sent}</strong> was used for a purchase, a
              sign-in link is on its way. It works once, for 30 minutes.
            </p>
            <p className="mt-3 text-sm text-ink-500">
              Nothing after a few minutes? Check your spam folder, or try the address you used at
              checkout.
            </p>
            <a
              href="/downloads"
              className="mt-6 inline-block font-semibold text-burgundy-700 underline underline-offset-2"
            >
              Use another address
            </a>
          </div>
        ) : (
          <Form method="post" aria-label="Email me a sign-in link" className={`${card} space-y-5`}>
            <input type="hidden" name="intent" value="ask" />
            <FormField
              label="Email address"
              hint="The address you used at checkout."
              error={outcome?.emailError}
              required
            >
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
      </div>
    </>
  );
}

/** `/downloads` signed in: every item bought with the address, newest first. */
export function LibraryPage({
  library,
  error,
}: {
  library: LibraryResponse;
  error?: string | undefined;
}) {
  return (
    <>
      <PageHeader title="My Downloads" lead={`Signed in as ${library.email}.`} />
      <div className="mx-auto max-w-3xl">
        {error && (
          <p role="alert" className="mb-4 text-center text-burgundy-700">
            {error}
          </p>
        )}
        {library.items.length === 0 ? (
          <EmptyPanel title="No downloads yet">
            Nothing bought with this address is a download, or it was refunded.
          </EmptyPanel>
        ) : (
          <ul className="space-y-3" aria-label="Your downloads">
            {library.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-parchment-300 bg-parchment-50 px-4 py-4 sm:px-6"
              >
                <div className="min-w-0">
                  <h2 className="font-serif text-xl">{item.title}</h2>
                  <p className="mt-1 text-sm text-ink-700">
                    {formatLabel(item.format)} · Order {item.orderNumber} ·{' '}
                    {formatDate(item.purchasedAt)}
                  </p>
                </div>
                {/* A whole-page post: the answer is a redirect to the file, not a page. */}
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="download" />
                  <input type="hidden" name="itemId" value={item.id} />
                  <Button type="submit" size="sm">
                    Download <span className="sr-only">{item.title}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
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
