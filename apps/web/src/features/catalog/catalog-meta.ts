import type { ProductCategory } from '@ministry/contracts';

/** How each category is named on screen and which page shows it. */
export const CATEGORY_META: Record<ProductCategory, { title: string; page?: string }> = {
  prayers: { title: 'Orthodox Prayers', page: '/orthodoxprayers' },
  nutsandbolts: { title: 'Nuts & Bolts of Prayer', page: '/nutsandbolts' },
  graphics: { title: 'Orthodox Graphics', page: '/graphics' },
  biblestudies: { title: 'Bible Studies', page: '/biblestudies' },
  booklets: { title: 'Booklets', page: '/booklets' },
  freebies: { title: 'Free Resources', page: '/freebies' },
  general: { title: 'General' },
};
