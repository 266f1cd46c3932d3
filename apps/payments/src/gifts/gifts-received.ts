import mongoose from 'mongoose';
import type { GiftsReceived } from '@ministry/contracts';
import { toDollars } from '../shared/money.js';
import { GiftModel } from './gift.model.js';

/** The gifts paid since `since` (the owner's last visit to the dashboard): how many, how much. */
export async function giftsReceivedSince(since: Date): Promise<GiftsReceived> {
  const gifts = await GiftModel.find({ paidAt: mongoose.trusted({ $gt: since }) })
    .select({ amountCents: 1 })
    .lean();
  return {
    since: since.toISOString(),
    count: gifts.length,
    amount: toDollars(gifts.reduce((sum, gift) => sum + gift.amountCents, 0)),
  };
}
