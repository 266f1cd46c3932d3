import mongoose, { type InferSchemaType } from 'mongoose';
import type { CatalogueChange } from '@ministry/contracts';

/** Who changed what in the catalogue or its files, and when: the dashboard's "last changes". */
const changeSchema = new mongoose.Schema({
  at: { type: Date, required: true, default: () => new Date() },
  /** The staff member, with the username they had then (they may be deleted later). */
  byId: { type: mongoose.Schema.Types.ObjectId, required: true },
  byUsername: { type: String, required: true },
  action: { type: String, required: true },
  entity: { type: String, required: true },
  entityId: { type: mongoose.Schema.Types.ObjectId, required: true },
  label: { type: String, required: true },
  fields: { type: [String], default: undefined },
});
changeSchema.index({ at: -1 });

export type ChangeRecord = InferSchemaType<typeof changeSchema> & { _id: mongoose.Types.ObjectId };

export const CatalogueChangeModel = mongoose.model('CatalogueChange', changeSchema);

export const toChangeDto = (record: ChangeRecord): CatalogueChange => ({
  _id: record._id.toString(),
  at: record.at.toISOString(),
  by: { _id: record.byId.toString(), username: record.byUsername },
  action: record.action as CatalogueChange['action'],
  entity: record.entity as CatalogueChange['entity'],
  entityId: record.entityId.toString(),
  label: record.label,
  ...(record.fields ? { fields: record.fields } : {}),
});
