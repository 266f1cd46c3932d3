import { GiftsPage } from '@/features/admin/gifts/components/gifts-page';

export default function Route() {
  return <GiftsPage />;
}
