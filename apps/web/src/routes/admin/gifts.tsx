import { adminLoader } from '@/features/admin/guard/admin-loader';
import { giftFundsQueryOptions } from '@/features/admin/gifts/api/gift-funds';
import {
  giftListQueryOptions,
  giftSummaryQueryOptions,
} from '@/features/admin/gifts/api/get-gifts';
import { GiftsPage } from '@/features/admin/gifts/components/gifts-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader((_args, { isAdmin }) =>
  isAdmin ? [giftSummaryQueryOptions(), giftListQueryOptions('', 1), giftFundsQueryOptions()] : [],
);

export default function Route() {
  return <GiftsPage />;
}
