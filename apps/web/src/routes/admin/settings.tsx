import { adminLoader } from '@/features/admin/guard/admin-loader';
import { alertSettingsQueryOptions } from '@/features/admin/settings/api/alert-settings';
import { SettingsPage } from '@/features/admin/settings/components/settings-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader((_args, { isAdmin }) =>
  isAdmin ? [alertSettingsQueryOptions()] : [],
);

export default function Route() {
  return <SettingsPage />;
}
