import type { CatalogueChange, PublicUser } from '@ministry/contracts';
import { catalogueChanged } from '../cache.js';
import { CatalogueChangeModel, toChangeDto, type ChangeRecord } from './change.model.js';

export interface ChangeInput {
  action: CatalogueChange['action'];
  entity: CatalogueChange['entity'];
  entityId: string;
  label: string;
  fields?: string[];
}

/**
 * Records a stored catalogue write: who made it and when, and tells the storefront's caches
 * (`catalogueChanged`). Every admin write ends here.
 */
export async function recordChange(by: PublicUser, change: ChangeInput): Promise<void> {
  if (change.entity !== 'upload') catalogueChanged({ entity: change.entity, id: change.entityId });
  await CatalogueChangeModel.create({ ...change, byId: by._id, byUsername: by.username });
}

/** The newest changes first. */
export async function listChanges(limit: number): Promise<CatalogueChange[]> {
  const records = await CatalogueChangeModel.find().sort({ at: -1, _id: -1 }).limit(limit).lean();
  return (records as ChangeRecord[]).map(toChangeDto);
}
