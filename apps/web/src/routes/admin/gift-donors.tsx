import { DonorsPage } from '@/features/admin/gifts/components/donors-page';

export default function Route() {
  return <DonorsPage />;
}
