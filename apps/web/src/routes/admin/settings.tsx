import { SettingsPage } from '@/features/admin/settings/components/settings-page';

export default function Route() {
  return <SettingsPage />;
}
