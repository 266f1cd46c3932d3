import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';
import { prayerNamesQueryOptions } from '@/features/admin/gifts/api/get-prayer-names';
import {
  PrayerNamesPage,
  readPrayerListDays,
} from '@/features/admin/gifts/components/prayer-names-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader(({ request }, { isAdmin }) =>
  isAdmin ? [prayerNamesQueryOptions(readPrayerListDays(new URL(request.url).searchParams))] : [],
);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <PrayerNamesPage />;
}
