import {
  redirect,
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { getSessionStatus } from '@/features/checkout/api/get-session-status';
import { ConfirmingOrder, ReturnPage } from '@/features/checkout/components/return-page';
import { wasBoughtAlone } from '@/features/checkout/lib/buy-now';
import { getPublicLists } from '@/features/newsletter/api/get-lists';
import type { SubscribeOffer } from '@/features/newsletter/lib/subscribe-form';
import { settle } from '@/lib/loaded';
import { unindexed } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/return?session_id=` runs in the browser, where the cart it empties is kept: the session's
 * status, straight back to /checkout while it is still open. The thanks offers the email list.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get('session_id');
  if (!sessionId) return { session: null, keepCart: false };
  const lists = getPublicLists(request.signal);
  const session = await settle(getSessionStatus(sessionId));
  if (session.error) {
    console.warn('Could not read the checkout session:', session.error.message);
    // A refusal (no such session) shows nothing, as the spec says; a failure to ask at all
    // (network, service down) right after paying is said, with a way to ask again.
    if (session.error.status >= 400 && session.error.status < 500) {
      return { session: null, keepCart: false };
    }
  }
  if (session.data?.status === 'open') throw redirect('/checkout');
  // A Buy Now purchase leaves the cart as it was.
  const subscribe: SubscribeOffer | undefined =
    session.data?.status === 'complete'
      ? { place: 'thank-you', lists: await lists, title: 'Stay in touch by email' }
      : undefined;
  return { session, keepCart: wasBoughtAlone(sessionId), subscribe };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ConfirmingOrder;

/** A buyer's own order: never indexed; thanks once the order is confirmed. */
export const meta: MetaFunction<typeof clientLoader> = ({ loaderData }) =>
  unindexed(
    loaderData?.session?.data?.status === 'complete'
      ? 'Thank You for Your Order'
      : 'Confirming your order',
  );

export default function Route() {
  const { session, keepCart } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  return (
    <ReturnPage
      session={session}
      keepCart={keepCart}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
