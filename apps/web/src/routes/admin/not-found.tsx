import { AdminNotFound } from '@/features/admin/components/admin-not-found';

export default function Route() {
  return <AdminNotFound />;
}
