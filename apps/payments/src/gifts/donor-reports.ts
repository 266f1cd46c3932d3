import { startOfYearIn } from '@ministry/contracts';
import mongoose, { type PipelineStage } from 'mongoose';
import {
  DONORS_PAGE_SIZE,
  type Donor,
  type DonorDetail,
  type DonorList,
  type DonorPledge,
  type DonorSort,
} from '@ministry/contracts';
import { AppError } from '@ministry/http';
import { escapeRegExp } from '@ministry/db';
import { toListItem } from './gift-reports.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';

/**
 * The admin's donors: every recorded gift (a gift is recorded only once paid, and gifts are
 * never refunded here, so a gift's amount is what was given) grouped by its donor's address in
 * lower case. One aggregation, in stages real MongoDB and the embedded engine both run.
 */

interface DonorRow {
  _id: string;
  name: string | null;
  giftCount: number;
  anonymousGifts: number;
  totalCents: number;
  yearCents: number;
  lastGiftAt: Date;
  receiptsSent: number;
  pledges: { status: 'active' | 'cancelled'; amountCents: number }[];
}

const SORTS: Record<DonorSort, Record<string, 1 | -1>> = {
  total: { totalCents: -1, lastGiftAt: -1, _id: 1 },
  'last-gift': { lastGiftAt: -1, totalCents: -1, _id: 1 },
};

/** An address, whatever its case, as a pattern (escaped: it is the admin's text). */
const exactly = (email: string) => ({ $regex: `^${escapeRegExp(email)}$`, $options: 'i' });

/** Gifts to donors, one row each: their sums, last gift and latest given name. */
function byDonor(match: Record<string, unknown>, yearStart: Date): PipelineStage[] {
  return [
    { $match: { $and: [{ email: { $nin: [null, ''] } }, match] } },
    { $sort: { paidAt: 1, _id: 1 } },
    {
      $group: {
        _id: { $toLower: '$email' },
        names: { $push: { $ifNull: ['$name', null] } },
        giftCount: { $sum: 1 },
        anonymousGifts: { $sum: { $cond: ['$anonymous', 1, 0] } },
        totalCents: { $sum: '$amountCents' },
        yearCents: { $sum: { $cond: [{ $gte: ['$paidAt', yearStart] }, '$amountCents', 0] } },
        lastGiftAt: { $max: '$paidAt' },
        receiptsSent: { $sum: { $cond: [{ $ifNull: ['$receiptSentAt', false] }, 1, 0] } },
      },
    },
    {
      $addFields: {
        name: {
          $ifNull: [
            {
              $arrayElemAt: [
                { $filter: { input: '$names', as: 'name', cond: { $ne: ['$$name', null] } } },
                -1,
              ],
            },
            null,
          ],
        },
      },
    },
    { $project: { names: 0 } },
  ];
}

/** The donor's monthly pledges that were paid (active or since cancelled), newest first. */
const withPledges: PipelineStage.Lookup = {
  $lookup: {
    from: GiftPledgeModel.collection.name,
    let: { email: '$_id' },
    pipeline: [
      {
        $match: {
          $expr: {
            $and: [
              { $eq: [{ $toLower: { $ifNull: ['$email', ''] } }, '$$email'] },
              { $eq: ['$frequency', 'monthly'] },
              { $in: ['$status', ['active', 'cancelled']] },
            ],
          },
        },
      },
      { $sort: { createdAt: -1, _id: -1 } },
      { $project: { _id: 0, status: 1, amountCents: 1 } },
    ],
    as: 'pledges',
  },
};

function toDonor(row: DonorRow): Donor {
  const active = row.pledges.filter((pledge) => pledge.status === 'active');
  const lastCancelled = row.pledges.find((pledge) => pledge.status === 'cancelled');
  return {
    email: row._id,
    name: row.name,
    anonymous: row.anonymousGifts === row.giftCount,
    yearCents: row.yearCents,
    totalCents: row.totalCents,
    giftCount: row.giftCount,
    monthly:
      active.length > 0
        ? { status: 'active', amountCents: active.reduce((sum, p) => sum + p.amountCents, 0) }
        : lastCancelled
          ? { status: 'cancelled', amountCents: lastCancelled.amountCents }
          : { status: 'none', amountCents: null },
    lastGiftAt: row.lastGiftAt.toISOString(),
    receiptsSent: row.receiptsSent,
  };
}

export function createDonorReports(now: () => Date, ownerTimeZone: () => Promise<string>) {
  /** This year as the owner's calendar has it. */
  const yearStart = async () => startOfYearIn(now(), await ownerTimeZone());

  /** The donors whose address or name contains `q`, in the order asked. */
  const donorsPipeline = async (
    q: string | undefined,
    sort: DonorSort,
  ): Promise<PipelineStage[]> => [
    ...byDonor({}, await yearStart()),
    ...(q
      ? [
          {
            $match: {
              $or: ['_id', 'name'].map((field) => ({
                [field]: { $regex: escapeRegExp(q), $options: 'i' },
              })),
            },
          },
        ]
      : []),
    { $sort: SORTS[sort] },
  ];

  return {
    async donors(query: {
      q?: string | undefined;
      page: number;
      sort: DonorSort;
    }): Promise<DonorList> {
      const [result] = await GiftModel.aggregate<{ rows: DonorRow[]; total: { n: number }[] }>([
        ...(await donorsPipeline(query.q, query.sort)),
        {
          $facet: {
            rows: [
              { $skip: (query.page - 1) * DONORS_PAGE_SIZE },
              { $limit: DONORS_PAGE_SIZE },
              withPledges,
            ],
            total: [{ $count: 'n' }],
          },
        },
      ]);
      return {
        donors: (result?.rows ?? []).map(toDonor),
        total: result?.total[0]?.n ?? 0,
        page: query.page,
        pageSize: DONORS_PAGE_SIZE,
      };
    },

    async exportableDonors(query: { q?: string | undefined; sort: DonorSort }): Promise<Donor[]> {
      const rows = await GiftModel.aggregate<DonorRow>([
        ...(await donorsPipeline(query.q, query.sort)),
        withPledges,
      ]);
      return rows.map(toDonor);
    },

    /** One donor (by address, any case): every gift, newest first, and their monthly pledges. */
    async donor(email: string): Promise<DonorDetail> {
      const [row] = await GiftModel.aggregate<DonorRow>([
        ...byDonor({ email: exactly(email) }, await yearStart()),
        withPledges,
      ]);
      if (!row) throw AppError.notFound('No gifts from this address.');
      const [gifts, pledges] = await Promise.all([
        GiftModel.find({ email: mongoose.trusted(exactly(email)) })
          .sort({ paidAt: -1, _id: -1 })
          .lean(),
        GiftPledgeModel.find({
          email: mongoose.trusted(exactly(email)),
          frequency: 'monthly',
          status: mongoose.trusted({ $in: ['active', 'cancelled'] }),
        })
          .sort({ createdAt: -1, _id: -1 })
          .lean(),
      ]);
      return {
        donor: toDonor(row),
        gifts: gifts.map(toListItem),
        pledges: pledges.map((pledge): DonorPledge => ({
          id: pledge._id.toString(),
          amountCents: pledge.amountCents,
          fund: pledge.fundName ?? null,
          status: pledge.status === 'active' ? 'active' : 'cancelled',
          startedAt: pledge.createdAt.toISOString(),
          cancelledAt: pledge.cancelledAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
