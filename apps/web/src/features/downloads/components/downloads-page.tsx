import type { LibraryResponse } from '@ministry/contracts';
import { Form } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { EmailLinkRequest } from '@/components/ui/email-link-request';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel } from '@/components/ui/status-panel';
import { formatDate, formatLabel } from '@/lib/format';
import { SaveDownloadOffline } from './save-download-offline';

/** What the page's form answered: a link was (perhaps) sent, or what went wrong. */
export type AskOutcome =
  | { sent: string; error?: undefined; emailError?: undefined }
  | { sent?: undefined; error?: string; emailError?: string };

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
  return (
    <>
      <PageHeader
        title="My Downloads"
        lead="Everything you bought as a download, whenever you need it again. No password: we email you a link that signs you in."
      />
      <div className="mx-auto max-w-xl">
        <EmailLinkRequest
          outcome={outcome}
          signedOutNote={
            signedOut ? 'Your downloads session has ended. Ask for a new link below.' : null
          }
          emailHint="The address you used at checkout."
          sentNote={(address) => <>If {address} was used for a purchase</>}
          spamHint="Nothing after a few minutes? Check your spam folder, or try the address you used at checkout."
          againHref="/downloads"
        />
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
                <div className="flex flex-wrap items-center gap-3">
                  {/* A whole-page post: the answer is a redirect to the file, not a page. */}
                  <Form method="post" reloadDocument>
                    <input type="hidden" name="intent" value="download" />
                    <input type="hidden" name="itemId" value={item.id} />
                    <Button type="submit" size="sm">
                      Download <span className="sr-only">{item.title}</span>
                    </Button>
                  </Form>
                  <SaveDownloadOffline itemId={item.id} title={item.title} />
                </div>
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
