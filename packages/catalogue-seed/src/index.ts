export { SEED_COLLECTIONS, type SeedCollection } from './collections.data.js';
export { SEED_PEARLS, type SeedPearl } from './pearls.data.js';
export { SEED_POSTS, type SeedPost } from './posts.data.js';
export {
  productImageAddress,
  SEED_TITLES,
  type SeedTitle,
  type SeedVariant,
} from './products.data.js';
