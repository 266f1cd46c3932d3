import type { ProductCategory } from '@ministry/contracts';
import { CATEGORY_NAMES } from '@/lib/category-names';

const CATEGORY_PAGES: Partial<Record<ProductCategory, string>> = {
  prayers: '/orthodoxprayers',
  nutsandbolts: '/nutsandbolts',
  graphics: '/graphics',
  biblestudies: '/biblestudies',
  booklets: '/booklets',
  freebies: '/freebies',
};

/** How each category is named on screen (one list, `CATEGORY_NAMES`) and which page shows it. */
export const CATEGORY_META = Object.fromEntries(
  Object.entries(CATEGORY_NAMES).map(([category, title]) => {
    const page = CATEGORY_PAGES[category as ProductCategory];
    return [category, page ? { title, page } : { title }];
  }),
) as Record<ProductCategory, { title: string; page?: string }>;
