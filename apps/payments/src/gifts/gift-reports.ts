import { startOfMonthIn, startOfYearIn } from '@ministry/contracts';
import mongoose from 'mongoose';
import {
  GIFTS_PAGE_SIZE,
  type GiftList,
  type GiftListItem,
  type GiftReceipt,
  type GiftSummary,
} from '@ministry/contracts';
import { escapeRegExp } from '@ministry/db';
import { toDollars } from '../shared/money.js';
import { GiftModel, GiftPledgeModel, type GiftRecord } from './gift.model.js';
import { cardRecipient } from './tribute-card.js';

/** A recorded gift as its donor's receipt shows it. */
export const toReceipt = (gift: GiftRecord): GiftReceipt => ({
  receiptNumber: gift.receiptNumber,
  amount: toDollars(gift.amountCents),
  frequency: gift.frequency,
  renewal: gift.renewal,
  fund: gift.fundName ?? null,
  name: gift.name ?? null,
  feeCovered: gift.feeCover ? toDollars(gift.feeCover.feeCents) : null,
  tribute: gift.tribute
    ? {
        kind: gift.tribute.kind,
        name: gift.tribute.name,
        cardTo: gift.tribute.card ? cardRecipient(gift.tribute.card) : null,
      }
    : null,
  prayerNames: gift.prayerNames
    ? { living: [...gift.prayerNames.living], departed: [...gift.prayerNames.departed] }
    : null,
  forResource: gift.forResource
    ? { name: gift.forResource.name, slug: gift.forResource.slug }
    : null,
  paidAt: gift.paidAt.toISOString(),
});

export const toListItem = (gift: GiftRecord): GiftListItem => ({
  ...toReceipt(gift),
  email: gift.email ?? null,
  anonymous: gift.anonymous,
  note: gift.note ?? null,
});

/** Gifts whose receipt number, email or fund contains the words (a trusted, escaped pattern). */
const searchFilter = (q: string | undefined) =>
  q
    ? {
        $or: ['receiptNumber', 'email', 'fundName'].map((field) => ({
          [field]: mongoose.trusted({ $regex: escapeRegExp(q), $options: 'i' }),
        })),
      }
    : {};

/** The admin's view of the gifts: the figures, the list and its export. */
export function createGiftReports(now: () => Date, ownerTimeZone: () => Promise<string>) {
  return {
    /** The admin's figures: this month, this year, by fund, one-off against monthly. */
    async summary(): Promise<GiftSummary> {
      // This month and this year as the owner's calendar has them.
      const today = now();
      const zone = await ownerTimeZone();
      const yearStart = startOfYearIn(today, zone);
      const monthStart = startOfMonthIn(today, zone);
      const gifts = await GiftModel.find({ paidAt: mongoose.trusted({ $gte: yearStart }) })
        .select({ amountCents: 1, paidAt: 1, frequency: 1, fundName: 1 })
        .lean();
      const total = (list: { amountCents: number }[]) => ({
        amount: toDollars(list.reduce((sum, gift) => sum + gift.amountCents, 0)),
        count: list.length,
      });
      const funds = [...new Set(gifts.map((gift) => gift.fundName ?? null))];
      const activeEmails = await GiftPledgeModel.distinct('email', {
        frequency: 'monthly',
        status: 'active',
      });
      return {
        thisMonth: total(gifts.filter((gift) => gift.paidAt >= monthStart)),
        thisYear: total(gifts),
        byFund: funds
          .map((fund) => ({
            fund,
            ...total(gifts.filter((gift) => (gift.fundName ?? null) === fund)),
          }))
          .sort((a, b) => b.amount - a.amount),
        oneOff: total(gifts.filter((gift) => gift.frequency === 'once')),
        monthly: total(gifts.filter((gift) => gift.frequency === 'monthly')),
        activeMonthlyDonors: activeEmails.filter(Boolean).length,
      };
    },

    async list(query: { q?: string | undefined; page: number }): Promise<GiftList> {
      const filter = searchFilter(query.q);
      const [gifts, total] = await Promise.all([
        GiftModel.find(filter)
          .sort({ paidAt: -1, _id: -1 })
          .skip((query.page - 1) * GIFTS_PAGE_SIZE)
          .limit(GIFTS_PAGE_SIZE)
          .lean(),
        GiftModel.countDocuments(filter),
      ]);
      return { gifts: gifts.map(toListItem), total, page: query.page, pageSize: GIFTS_PAGE_SIZE };
    },

    async exportable(query: { q?: string | undefined }): Promise<GiftListItem[]> {
      const filter = searchFilter(query.q);
      const gifts = await GiftModel.find(filter).sort({ paidAt: -1, _id: -1 }).lean();
      return gifts.map(toListItem);
    },
  };
}
