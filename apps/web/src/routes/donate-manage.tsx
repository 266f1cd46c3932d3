import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  cancelManagedGift,
  changeManagedAmount,
  forgetManageSession,
  getManagedGifts,
  getSponsoredGifts,
  openBillingPortal,
  readManageToken,
  renewManagedGift,
  requestManageLink,
  signOutOfManage,
} from '@/features/donate/api/manage.server';
import {
  AskForManageLinkPage,
  ManageGiftsPage,
  type ManageOutcome,
} from '@/features/donate/components/manage-page';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { loadFailed } from '@/lib/loaded';
import { isStatus, textOf, visitorHeadersOf, type VisitorHeaders } from '@/lib/route-action';
import { unindexed } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** A donor's own page: never kept by a browser's or a proxy's cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = () => unindexed('Manage My Monthly Gift');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Signed in (the session cookie): the donor's monthly gifts; else the form that emails a link. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await readManageToken(request);
  if (!token) return { managed: null, sponsored: null, signedOut: false };
  try {
    const [managed, sponsored] = await Promise.all([
      getManagedGifts(token, request.signal),
      // The copies sent are a part of the page that may fail on its own: the gifts still show.
      getSponsoredGifts(token, request.signal).catch(() => null),
    ]);
    return { managed, sponsored, signedOut: false };
  } catch (error) {
    if (isStatus(error, 401)) {
      return data(
        { managed: null, sponsored: null, signedOut: true },
        { headers: { 'Set-Cookie': await forgetManageSession() } },
      );
    }
    return loadFailed(error);
  }
}

/**
 * The page's forms, which work before (and without) its JavaScript: ask for a sign-in link;
 * signed in, change an amount, cancel, simulate a renewal (demo mode), open Stripe's customer
 * portal (Stripe mode, a redirect), sign out.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const token = await readManageToken(request);
  const signedOut = async () =>
    redirect('/donate/manage', { headers: { 'Set-Cookie': await forgetManageSession() } });

  if (intent === 'ask') return askForLink(textOf(form, 'email').trim(), visitorHeadersOf(context));
  if (intent === 'sign-out') {
    if (token) await signOutOfManage(token).catch(() => undefined);
    return signedOut();
  }
  if (!token) return signedOut();

  const planId = textOf(form, 'planId');
  try {
    switch (intent) {
      case 'amount': {
        const changed = await changeManagedAmount(token, planId, Number(textOf(form, 'amount')));
        return data<ManageOutcome>({
          notice: `Your monthly gift is now ${formatAmount(changed.amount)}.`,
        });
      }
      case 'cancel':
        await cancelManagedGift(token, planId);
        return data<ManageOutcome>({
          notice: 'Your monthly gift is cancelled. Thank you for your support.',
        });
      case 'renew': {
        const receipt = await renewManagedGift(token, planId);
        return data<ManageOutcome>({
          notice: `Next month’s gift of ${formatAmount(receipt.amount)} is recorded: receipt ${receipt.receiptNumber}.`,
        });
      }
      case 'portal':
        return redirect(await openBillingPortal(token, planId));
      default:
        return data<ManageOutcome>({ error: 'Unknown action.' }, { status: 400 });
    }
  } catch (error) {
    if (isStatus(error, 401)) return signedOut();
    if (error instanceof ApiError && error.status === 400 && intent === 'amount') {
      const problem = error.details.find((detail) => detail.path.endsWith('amount'));
      return data<ManageOutcome>(
        { planId, amountError: capitalised(problem ? `amount ${problem.message}` : error.message) },
        { status: 400 },
      );
    }
    const status = error instanceof ApiError && error.status > 0 ? error.status : 502;
    return data<ManageOutcome>(
      {
        error:
          error instanceof ApiError && error.status > 0
            ? error.message
            : 'That could not be done just now. Please try again in a moment.',
        // Stripe could not open its page: the same request may work in a moment.
        ...(intent === 'portal' && status >= 500 ? { retryPortal: planId } : {}),
      },
      { status },
    );
  }
}

async function askForLink(email: string, visitor: VisitorHeaders | undefined) {
  try {
    await requestManageLink(email, visitor);
    return data<ManageOutcome>({ sent: email });
  } catch (error) {
    if (isStatus(error, 400)) {
      return data<ManageOutcome>(
        { emailError: 'Please enter a valid email address.' },
        { status: 400 },
      );
    }
    if (isStatus(error, 429) && error instanceof ApiError) {
      return data<ManageOutcome>({ error: error.message }, { status: 429 });
    }
    return data<ManageOutcome>(
      { error: 'The sign-in link could not be sent just now. Please try again in a moment.' },
      { status: 502 },
    );
  }
}

export default function Route() {
  const { managed, sponsored, signedOut } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  if (managed) {
    return <ManageGiftsPage managed={managed} sponsored={sponsored} outcome={outcome} />;
  }
  return <AskForManageLinkPage outcome={outcome} signedOut={signedOut} />;
}
