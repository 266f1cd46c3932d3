import { AdminLayout } from '@/features/admin/layout/components/admin-layout';

export default function Route() {
  return <AdminLayout />;
}
