import { data, useActionData, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { getPublicLists } from '@/features/newsletter/api/get-lists';
import { subscribe } from '@/features/newsletter/api/subscribe.server';
import { SubscribePage } from '@/features/newsletter/components/subscribe-page';
import { visitorHeadersOf } from '@/lib/route-action';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export async function loader({ request }: { request: Request }) {
  return {
    lists: await getPublicLists(request.signal),
    head: pageHead({
      title: 'Subscribe by Email',
      description:
        'Reflections from the journal, new resources and the seasonal series of the Church year, by email. Confirm first; leave at any time.',
      canonicalPath: '/subscribe',
    }),
  };
}

export const meta = headMeta();

/**
 * Every subscribe form's post (home, journal, posts, thank-you page, footer): by a fetcher with
 * the page's JavaScript, or as a plain post that lands on this page without it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { answer, status } = await subscribe(await request.formData(), visitorHeadersOf(context));
  return data(answer, { status });
}

export default function Route() {
  const { lists } = useLoaderData<typeof loader>();
  return <SubscribePage lists={lists} answer={useActionData<typeof action>()} />;
}
