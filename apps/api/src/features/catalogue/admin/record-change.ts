import type { PublicUser } from '@ministry/contracts';
import { recordChange, type ChangeInput } from '../../audit/index.js';
import { catalogueChanged, type CatalogueChangeNotice } from '../catalogue-changes.js';

/**
 * Every admin catalogue write ends here once it is stored: search, the sitemap and the feed
 * follow (`catalogueChanged`), and the change log records who made it.
 */
export async function recordCatalogueChange(
  by: PublicUser,
  change: ChangeInput & { entity: CatalogueChangeNotice['entity'] },
): Promise<void> {
  catalogueChanged({ entity: change.entity, id: change.entityId });
  await recordChange(by, change);
}
