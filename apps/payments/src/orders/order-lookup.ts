import type mongoose from 'mongoose';
import type { OrderDetail } from '@ministry/contracts';
import { DownloadGrantModel, OrderModel, type OrderRecord } from '@ministry/db';
import { AppError } from '@ministry/http';
import { toDetail } from './order-view.js';

/** What every action of the order desk starts from: the order by its number, or a 404. */
export async function findOrder(number: string): Promise<OrderRecord> {
  const order = await OrderModel.findOne({ number }).lean();
  if (!order) throw AppError.notFound(`No order ${number}.`);
  return order;
}

/** The order as the desk shows it after an action: as it is now, with its download grants. */
export async function orderDetail(orderId: mongoose.Types.ObjectId): Promise<OrderDetail> {
  const order = await OrderModel.findById(orderId).lean();
  if (!order) throw AppError.notFound('The order no longer exists.');
  return toDetail(order, await DownloadGrantModel.find({ order: orderId }).lean());
}

export function mustBePaid(order: OrderRecord, doing: string): void {
  if (order.status !== 'paid') {
    throw AppError.conflict(`Order ${order.number} is not paid, so it cannot be ${doing}.`);
  }
}
