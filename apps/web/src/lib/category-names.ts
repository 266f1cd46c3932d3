import type { ProductCategory } from '@ministry/contracts';

/** How each product category is named on screen (the slug is only the address). */
export const CATEGORY_NAMES: Record<ProductCategory, string> = {
  prayers: 'Orthodox Prayers',
  nutsandbolts: 'Nuts & Bolts of Prayer',
  graphics: 'Orthodox Graphics',
  biblestudies: 'Bible Studies',
  booklets: 'Booklets',
  freebies: 'Free Resources',
  general: 'General',
};
