import { useParams } from 'react-router';
import { adminLoader } from '@/features/admin/guard/admin-loader';
import { donorQueryOptions } from '@/features/admin/gifts/api/get-donors';
import { DonorPage } from '@/features/admin/gifts/components/donor-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader(({ params }, { isAdmin }) =>
  isAdmin && params.email ? [donorQueryOptions(params.email)] : [],
);

export default function Route() {
  const { email = '' } = useParams();
  // A new donor, a new screen: nothing of the last one's page carries over.
  return <DonorPage key={email} email={email} />;
}
