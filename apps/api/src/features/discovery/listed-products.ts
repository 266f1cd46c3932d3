import { onSale, ProductModel } from '@ministry/db';

/** Products the public may find: the live ones. */
export function findListedProducts<Fields extends string>(fields: Fields[]) {
  return ProductModel.find(onSale(), fields.join(' ')).lean();
}
