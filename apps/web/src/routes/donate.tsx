import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getGiftSession } from '@/features/donate/api/get-gift-session';
import { DonatePage } from '@/features/donate/components/donate-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/donate`, and `/donate?gift_session=` where Stripe's checkout brings a donor back: how that
 * gift stands, read on the server (a failure is shown on the page, never a 500).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get('gift_session');
  return {
    head: pageHead({
      title: 'Give Gracefully',
      description:
        'This ministry is the work of one person, offered freely. If it has helped you, a gift of any size keeps it going.',
      canonicalPath: '/donate',
    }),
    giftReturn: sessionId ? await settle(getGiftSession(sessionId, request.signal)) : null,
  };
}

export const meta = headMeta();

export default function Route() {
  const { giftReturn } = useLoaderData<typeof loader>();
  return <DonatePage giftReturn={giftReturn} />;
}
