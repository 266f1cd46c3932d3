import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getFundGoals } from '@/features/donate/api/get-fund-goals';
import { getGiftResource } from '@/features/donate/api/get-gift-resource';
import { getGiftSession } from '@/features/donate/api/get-gift-session';
import { DonatePage } from '@/features/donate/components/donate-page';
import { readGiftLink, type LinkedGift } from '@/features/donate/lib/gift-link';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/donate`, and `/donate?gift_session=` where Stripe's checkout brings a donor back: how that
 * gift stands, read on the server (a failure is shown on the page, never a 500). The funds' goal
 * meters are read on every request too; without them the page simply shows none.
 * `/donate?for={productId}&amount=5`, from a free resource's "Give something for this?", opens
 * the giving form on that gift, for that resource as the shop names it (a link naming no free
 * resource gives to the work as a whole).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const sessionId = params.get('gift_session');
  const link = readGiftLink(params);
  const [giftReturn, goals, resource] = await Promise.all([
    sessionId ? settle(getGiftSession(sessionId, request.signal)) : null,
    settle(getFundGoals(request.signal)),
    link?.resourceId ? settle(getGiftResource(link.resourceId, request.signal)) : null,
  ]);
  const linked: LinkedGift = { resource: resource?.data ?? null, amount: link?.amount ?? null };
  return {
    head: pageHead({
      title: 'Give Gracefully',
      description:
        'This ministry is the work of one person, offered freely. If it has helped you, a gift of any size keeps it going.',
      canonicalPath: '/donate',
    }),
    giftReturn,
    goals: goals.data?.goals ?? [],
    // Nothing the link chose holds (an unknown resource, no amount): the page as it always is.
    linkedGift: linked.resource || linked.amount ? linked : null,
  };
}

export const meta = headMeta();

export default function Route() {
  const { giftReturn, goals, linkedGift } = useLoaderData<typeof loader>();
  return <DonatePage giftReturn={giftReturn} goals={goals} linkedGift={linkedGift} />;
}
