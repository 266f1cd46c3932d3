import { PearlsPage } from '@/features/admin/pearls/components/pearls-page';

export default function Route() {
  return <PearlsPage />;
}
