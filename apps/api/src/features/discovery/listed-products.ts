import mongoose from 'mongoose';
import { ProductModel } from '@ministry/db';

/**
 * Products the public may find: every one not archived. A product stored without the flag is
 * not archived. Until the model declares `archived`, strict queries would drop the condition,
 * so these queries read the stored field as it is.
 */
export function findListedProducts<Fields extends string>(fields: Fields[]) {
  return ProductModel.find({ archived: mongoose.trusted({ $ne: true }) }, fields.join(' '))
    .setOptions({ strictQuery: false })
    .lean();
}
