import mongoose from 'mongoose';

/**
 * Named sequences (`{ _id: 'order', seq }`): one atomic `$inc` per number, so two checkouts at
 * the same moment never get the same one.
 */
const counterSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true },
  },
  { versionKey: false },
);

export const CounterModel = mongoose.model('Counter', counterSchema);

/** Order numbers start here so that the first ones already look like real numbers. */
export const FIRST_ORDER_NUMBER = 1001;
export const ORDER_NUMBER_PREFIX = 'OR-';

export async function nextSequence(name: string, first: number): Promise<number> {
  const counter = await CounterModel.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after', setDefaultsOnInsert: false },
  ).lean();
  // The first $inc on an upsert starts from zero: shift so that the first number is `first`.
  return (counter?.seq ?? 1) + first - 1;
}

/** The next order number, e.g. `OR-1042`. */
export async function nextOrderNumber(): Promise<string> {
  return `${ORDER_NUMBER_PREFIX}${await nextSequence('order', FIRST_ORDER_NUMBER)}`;
}
