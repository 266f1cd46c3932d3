import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { keepSession, openLibrarySession } from '@/features/downloads/api/library.server';
import { EmailLinkRefused, EmailLinkSignIn } from '@/components/ui/email-link-request';
import { ApiError } from '@/lib/api-client';
import { loadFailed } from '@/lib/loaded';
import { visitorHeadersOf } from '@/lib/route-action';
import { unindexed } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** A buyer's own page: never kept by a browser's or a proxy's cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

const NOT_VALID = 'This sign-in link is not valid. Please ask for a new one.';

/** The emailed link's token, shown as a button (see EmailLinkSignIn). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  unindexed(loaderData?.token ? 'Open My Downloads' : 'Sign-in link not valid');

/** The button: the token for a session, kept in the cookie, then the library. */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = (await request.formData()).get('token');
  try {
    const session = await openLibrarySession(
      typeof token === 'string' ? token : '',
      visitorHeadersOf(context),
    );
    return redirect('/downloads', { headers: { 'Set-Cookie': await keepSession(session) } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 410 || error.status === 400)) {
      return data(
        { refused: error.status === 410 ? error.message : NOT_VALID },
        { status: error.status },
      );
    }
    return loadFailed(error);
  }
}

export default function Route() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer?.refused)
    return <EmailLinkRefused message={answer.refused} askAgainHref="/downloads" />;
  if (!token) return <EmailLinkRefused message={NOT_VALID} askAgainHref="/downloads" />;
  return (
    <EmailLinkSignIn
      token={token}
      title="Open My Downloads"
      note="This link signs you in to your downloads for a few hours."
      buttonLabel="Open my downloads"
    />
  );
}
