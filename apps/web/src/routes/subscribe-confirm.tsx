import { subscriberTokenSchema } from '@ministry/contracts';
import {
  data,
  useActionData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { confirmSubscription } from '@/features/newsletter/api/subscriptions.server';
import { ConfirmPage, type ConfirmOutcome } from '@/features/newsletter/components/confirm-page';
import { isStatus } from '@/lib/route-action';
import { unindexed } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** A page of one person's link: never kept by a browser's, a proxy's or the gateway's cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = () => unindexed('Confirm your subscription');

/** Opening the link confirms nothing (mail scanners open links): a malformed one is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!subscriberTokenSchema.safeParse(params.token).success) {
    throw data({ message: 'Link not found' }, { status: 404 });
  }
  return null;
}

/** The button's post: the subscription confirmed, or why not (used, unknown, expired). */
export async function action({ params }: ActionFunctionArgs) {
  try {
    const { manageToken } = await confirmSubscription(params.token ?? '');
    return data<ConfirmOutcome>({ confirmed: true, manageToken });
  } catch (error) {
    if (isStatus(error, 404)) return data<ConfirmOutcome>({ failure: 'unknown' }, { status: 404 });
    if (isStatus(error, 410)) return data<ConfirmOutcome>({ failure: 'expired' }, { status: 410 });
    return data<ConfirmOutcome>({ failure: 'unavailable' }, { status: 502 });
  }
}

export default function Route() {
  return <ConfirmPage outcome={useActionData<typeof action>()} />;
}
