import type { PrayerList } from '@ministry/contracts';
import mongoose from 'mongoose';
import { GiftModel } from './gift.model.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each name once, as first written (names differing only in case or spacing are one). */
const unique = (names: string[]): string[] => {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLocaleLowerCase('en-US').replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * The names for prayer given with gifts over the last `days` days, newest gift first: what the
 * owner reads out and prints. A donor who asked never to be named is not named here either.
 */
export async function prayerListFor(days: number, now: Date): Promise<PrayerList> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const gifts = await GiftModel.find({
    paidAt: mongoose.trusted({ $gte: since }),
    prayerNames: mongoose.trusted({ $exists: true }),
  })
    .select({ receiptNumber: 1, paidAt: 1, name: 1, anonymous: 1, prayerNames: 1 })
    .sort({ paidAt: -1, _id: -1 })
    .lean();
  const listed = gifts.map((gift) => ({
    receiptNumber: gift.receiptNumber,
    paidAt: gift.paidAt.toISOString(),
    from: gift.anonymous ? null : (gift.name ?? null),
    living: [...(gift.prayerNames?.living ?? [])],
    departed: [...(gift.prayerNames?.departed ?? [])],
  }));
  return {
    days,
    since: since.toISOString(),
    living: unique(listed.flatMap((gift) => gift.living)),
    departed: unique(listed.flatMap((gift) => gift.departed)),
    gifts: listed,
  };
}
