import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getFundGoals } from '@/features/donate/api/get-fund-goals';
import { getGiftSession } from '@/features/donate/api/get-gift-session';
import { DonatePage } from '@/features/donate/components/donate-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/donate`, and `/donate?gift_session=` where Stripe's checkout brings a donor back: how that
 * gift stands, read on the server (a failure is shown on the page, never a 500). The funds' goal
 * meters are read on every request too; without them the page simply shows none.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get('gift_session');
  const [giftReturn, goals] = await Promise.all([
    sessionId ? settle(getGiftSession(sessionId, request.signal)) : null,
    settle(getFundGoals(request.signal)),
  ]);
  return {
    head: pageHead({
      title: 'Give Gracefully',
      description:
        'This ministry is the work of one person, offered freely. If it has helped you, a gift of any size keeps it going.',
      canonicalPath: '/donate',
    }),
    giftReturn,
    goals: goals.data?.goals ?? [],
  };
}

export const meta = headMeta();

export default function Route() {
  const { giftReturn, goals } = useLoaderData<typeof loader>();
  return <DonatePage giftReturn={giftReturn} goals={goals} />;
}
