import { useParams } from 'react-router';
import { adminLoader } from '@/features/admin/guard/admin-loader';
import { subscriberQueryOptions } from '@/features/admin/subscribers/api/get-subscribers';
import { mailingListsQueryOptions } from '@/features/admin/lib/newsletters-query';
import { SubscriberPage } from '@/features/admin/subscribers/components/subscriber-page';

/** Editors and admins: one subscriber's page, with the lists' names. */
export const clientLoader = adminLoader(({ params }) =>
  params.id ? [subscriberQueryOptions(params.id), mailingListsQueryOptions()] : [],
);

export default function Route() {
  const { id = '' } = useParams();
  // Another subscriber, another screen: nothing of the last one's carries over.
  return <SubscriberPage key={id} id={id} />;
}
