import { adminLoader } from '@/features/admin/guard/admin-loader';
import {
  mailingListsQueryOptions,
  newsletterSendsQueryOptions,
} from '@/features/admin/lib/newsletters-query';
import { SendsPage } from '@/features/admin/newsletters/components/sends-page';

/** Staff: every email send and its progress (admins act on them). */
export const clientLoader = adminLoader(() => [
  newsletterSendsQueryOptions(),
  mailingListsQueryOptions(),
]);

export default function Route() {
  return <SendsPage />;
}
