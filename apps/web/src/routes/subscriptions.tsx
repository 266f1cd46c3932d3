import { subscriberTokenSchema } from '@ministry/contracts';
import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { PageFailed, useRouteFailure } from '@/app/page-error';
import { changePreferences } from '@/features/newsletter/api/preferences-action.server';
import { getPreferences } from '@/features/newsletter/api/subscriptions.server';
import {
  PreferencesPage,
  UnknownSubscriptionPage,
} from '@/features/newsletter/components/preferences-page';
import { isNotFound } from '@/lib/api-client';
import { loadFailed } from '@/lib/loaded';
import { unindexed } from '@/lib/seo';
import { getSiteDate } from '@/lib/site-date';

/** One subscriber's own page: never kept by a browser's, a proxy's or the gateway's cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = () => unindexed('Your Email Subscriptions');

const tokenOf = (params: LoaderFunctionArgs['params']): string => {
  const token = subscriberTokenSchema.safeParse(params.token);
  if (!token.success) throw data({ message: 'Subscription not found' }, { status: 404 });
  return token.data;
};

/** The day after `date` (`YYYY-MM-DD`): the first a pause can end on. */
const dayAfter = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function loader({ params, request }: LoaderFunctionArgs) {
  const token = tokenOf(params);
  const preferences = await getPreferences(token, request.signal).catch((error: unknown) => {
    if (isNotFound(error)) throw data({ message: 'Subscription not found' }, { status: 404 });
    return loadFailed(error);
  });
  const today = getSiteDate() ?? new Date().toISOString().slice(0, 10);
  return { token, preferences, tomorrow: dayAfter(today) };
}

export async function action({ params, request }: ActionFunctionArgs) {
  const answer = await changePreferences(tokenOf(params), await request.formData());
  if (answer instanceof Response) return answer;
  return data(answer.outcome, { status: answer.status });
}

export default function Route() {
  const { token, preferences, tomorrow } = useLoaderData<typeof loader>();
  return (
    <PreferencesPage
      token={token}
      preferences={preferences}
      outcome={useActionData<typeof action>()}
      firstPauseEnd={tomorrow}
    />
  );
}

export function ErrorBoundary() {
  const failure = useRouteFailure();
  if (failure.status === 404) return <UnknownSubscriptionPage />;
  return <PageFailed message={failure.message} />;
}
