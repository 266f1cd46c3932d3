import { CollectionsPage } from '@/features/admin/collections/components/collections-page';

export default function Route() {
  return <CollectionsPage />;
}
