import type { CatalogueChange, PublicUser } from '@ministry/contracts';
import { CatalogueChangeModel, toChangeDto, type ChangeRecord } from './change.model.js';

export interface ChangeInput {
  action: CatalogueChange['action'];
  entity: CatalogueChange['entity'];
  entityId: string;
  label: string;
  fields?: string[];
}

/** Records a stored staff write (the catalogue's, an upload): who made it and when. */
export async function recordChange(by: PublicUser, change: ChangeInput): Promise<void> {
  await CatalogueChangeModel.create({ ...change, byId: by._id, byUsername: by.username });
}

/** The newest changes first. */
export async function listChanges(limit: number): Promise<CatalogueChange[]> {
  const records = await CatalogueChangeModel.find().sort({ at: -1, _id: -1 }).limit(limit).lean();
  return (records as ChangeRecord[]).map(toChangeDto);
}
