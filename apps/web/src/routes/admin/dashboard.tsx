import { DashboardPage } from '@/features/admin/dashboard/components/dashboard-page';

export default function Route() {
  return <DashboardPage />;
}
