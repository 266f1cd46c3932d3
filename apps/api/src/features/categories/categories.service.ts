import { categorySlug, type Category } from '@ministry/contracts';
import { AppError } from '@ministry/http';
import { PostModel } from '../posts/post.model.js';
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
    if ((error as { code?: unknown } | null)?.code === 11000) throw alreadyExists();
    throw error;
  }
}

/** Deletes a category and takes it off every post that had it. */
export async function deleteCategory(id: string): Promise<void> {
  const deleted = await CategoryModel.findByIdAndDelete(id).lean();
  if (!deleted) throw AppError.notFound('Category not found');
  await PostModel.updateMany({ categories: deleted._id }, { $pull: { categories: deleted._id } });
}
