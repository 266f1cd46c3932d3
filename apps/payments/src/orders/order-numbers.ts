import { nextOrderNumber, OrderModel } from '@ministry/db';

/**
 * Orders kept before orders had numbers get one, oldest first, so that staff can open every
 * order by its number. Runs at start-up; a no-op once every order has one.
 */
export async function numberUnnumberedOrders(): Promise<number> {
  const orders = await OrderModel.find({ number: null })
    .sort({ createdAt: 1, _id: 1 })
    .select('_id')
    .lean();
  for (const order of orders) {
    await OrderModel.updateOne(
      { _id: order._id, number: null },
      { $set: { number: await nextOrderNumber() } },
    );
  }
  return orders.length;
}
