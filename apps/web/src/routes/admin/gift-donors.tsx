import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';
import { donorsQueryOptions } from '@/features/admin/gifts/api/get-donors';
import { DonorsPage, readDonorsQuery } from '@/features/admin/gifts/components/donors-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader(({ request }, { isAdmin }) =>
  isAdmin ? [donorsQueryOptions(readDonorsQuery(new URL(request.url).searchParams))] : [],
);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <DonorsPage />;
}
