import mongoose, { type InferSchemaType } from 'mongoose';
import type { Category } from '@ministry/contracts';
import { catalogueWrites, publicJson } from '@ministry/db';

const categorySchema = new mongoose.Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 60 },
    /** `categorySlug(name)`: two names differing only in case or spacing are one category. */
    slug: { type: String, required: true },
  },
  { timestamps: true, toJSON: publicJson() },
);
categorySchema.index({ slug: 1 }, { unique: true });
// Posts name their categories and the list is cached: a write drops the cached answers.
categorySchema.plugin(catalogueWrites);

export type CategoryRecord = InferSchemaType<typeof categorySchema> & {
  _id: mongoose.Types.ObjectId;
};

export const CategoryModel = mongoose.model('Category', categorySchema);

export const toCategoryDto = (record: Pick<CategoryRecord, '_id' | 'name' | 'slug'>): Category => ({
  _id: record._id.toString(),
  name: record.name,
  slug: record.slug,
});
