import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getGiftSession } from '@/features/donate/api/get-gift-session';
import { DonatePage } from '@/features/donate/components/donate-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/donate`, and `/donate?gift_session=` where Stripe's checkout brings a donor back: how that
 * gift stands, read on the server (a failure is shown on the page, never a 500).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get('gift_session');
  return { giftReturn: sessionId ? await settle(getGiftSession(sessionId, request.signal)) : null };
}

export default function Route() {
  const { giftReturn } = useLoaderData<typeof loader>();
  return <DonatePage giftReturn={giftReturn} />;
}
