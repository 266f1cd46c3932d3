import { categorySlug, type Category } from '@ministry/contracts';
import { isDuplicateKey, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import { CategoryModel, toCategoryDto } from './category.model.js';

const alreadyExists = () => AppError.conflict('Category already exists');

export async function listCategories(): Promise<Category[]> {
  const categories = await CategoryModel.find({}, 'name slug').sort({ name: 1 }).lean();
  return categories.map(toCategoryDto);
}

/** Adds a category; its slug is derived here, whatever slug a client sent. */
export async function createCategory(name: string): Promise<Category> {
  const slug = categorySlug(name);
  if (await CategoryModel.exists({ slug })) throw alreadyExists();
  try {
    return toCategoryDto(await CategoryModel.create({ name, slug }));
  } catch (error) {
    if (isDuplicateKey(error)) throw alreadyExists();
    throw error;
  }
}

/** Which of `ids` name a category (posts check theirs). */
export async function existingCategoryIds(ids: string[]): Promise<Set<string>> {
  const found = await CategoryModel.find({ _id: trusted({ $in: ids }) }, '_id').lean();
  return new Set(found.map((category) => category._id.toString()));
}

/**
 * Deletes a category, then lets `onDeleted` take it off whatever names it (the app passes the
 * posts' clean-up, so that categories need not know posts).
 */
export async function deleteCategory(
  id: string,
  onDeleted: (id: string) => Promise<void>,
): Promise<void> {
  const deleted = await CategoryModel.findByIdAndDelete(id).lean();
  if (!deleted) throw AppError.notFound('Category not found');
  await onDeleted(deleted._id.toString());
}
