import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  forgetSession,
  getLibrary,
  getLibraryDownload,
  readSessionToken,
  requestSignInLink,
  signOutOfLibrary,
} from '@/features/downloads/api/library.server';
import {
  AskForLinkPage,
  LibraryPage,
  type AskOutcome,
} from '@/features/downloads/components/downloads-page';
import { ApiError } from '@/lib/api-client';
import { loadFailed } from '@/lib/loaded';
import { isStatus, textOf, visitorHeadersOf } from '@/lib/route-action';
import { unindexed } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** A buyer's own page: never kept by a browser's or a proxy's cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = () => unindexed('My Downloads');

/** Signed in (the session cookie): the buyer's library; else the form that emails a link. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await readSessionToken(request);
  if (!token) return { library: null, signedOut: false };
  try {
    return { library: await getLibrary(token, request.signal), signedOut: false };
  } catch (error) {
    if (isStatus(error, 401)) {
      return data(
        { library: null, signedOut: true },
        { headers: { 'Set-Cookie': await forgetSession() } },
      );
    }
    return loadFailed(error);
  }
}

type ActionAnswer = AskOutcome & { downloadError?: string };

/**
 * The page's forms, which work before (and without) its JavaScript: ask for a sign-in link,
 * download an item (a redirect to a fresh link), sign out.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const token = await readSessionToken(request);
  const signedOut = async () =>
    redirect('/downloads', { headers: { 'Set-Cookie': await forgetSession() } });

  if (intent === 'sign-out') {
    if (token) await signOutOfLibrary(token).catch(() => undefined);
    return signedOut();
  }

  if (intent === 'download') {
    if (!token) return signedOut();
    try {
      return redirect(
        await getLibraryDownload(token, textOf(form, 'itemId'), visitorHeadersOf(context)),
      );
    } catch (error) {
      if (isStatus(error, 401)) return signedOut();
      return data<ActionAnswer>(
        {
          downloadError:
            error instanceof ApiError ? error.message : 'The download could not be started.',
        },
        { status: error instanceof ApiError && error.status > 0 ? error.status : 502 },
      );
    }
  }

  const email = textOf(form, 'email').trim();
  try {
    await requestSignInLink(email, visitorHeadersOf(context));
    return data<ActionAnswer>({ sent: email });
  } catch (error) {
    if (isStatus(error, 400)) {
      return data<ActionAnswer>(
        { emailError: 'Please enter a valid email address.' },
        { status: 400 },
      );
    }
    if (isStatus(error, 429) && error instanceof ApiError) {
      return data<ActionAnswer>({ error: error.message }, { status: 429 });
    }
    return data<ActionAnswer>(
      { error: 'The sign-in link could not be sent just now. Please try again in a moment.' },
      { status: 502 },
    );
  }
}

export default function Route() {
  const { library, signedOut } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (library) return <LibraryPage library={library} error={answer?.downloadError} />;
  return <AskForLinkPage outcome={answer} signedOut={signedOut} />;
}
