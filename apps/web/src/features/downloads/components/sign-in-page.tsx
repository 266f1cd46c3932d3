import { Form, Link, useNavigation } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

const card =
  'mx-auto max-w-xl rounded-xl border border-parchment-300 bg-parchment-50 p-6 text-center shadow-sm sm:p-8';

/**
 * `/downloads/sign-in?token=`: the emailed link. Opening it signs in only when the buyer
 * presses the button, so a mail scanner that opens links cannot use up the single-use link.
 */
export function SignInPage({ token }: { token: string }) {
  const navigation = useNavigation();
  return (
    <>
      <PageHeader title="Open My Downloads" />
      <Form method="post" className={card}>
        <input type="hidden" name="token" value={token} />
        <p className="text-ink-700">This link signs you in to your downloads for a few hours.</p>
        <Button
          type="submit"
          size="lg"
          className="mt-6"
          pending={navigation.state === 'submitting'}
          pendingLabel="Opening…"
        >
          Open my downloads
        </Button>
      </Form>
    </>
  );
}

/** A sign-in link that cannot be used (used, expired, made up): why, and the way on. */
export function SignInRefused({ message }: { message: string }) {
  return (
    <>
      <PageHeader title="This Link Cannot Be Used" />
      <div role="alert" className={card}>
        <p className="text-lg text-ink-700">{message}</p>
        <Link to="/downloads" className={`${buttonStyles('primary', 'md')} mt-6`}>
          Ask for a new link
        </Link>
      </div>
    </>
  );
}
