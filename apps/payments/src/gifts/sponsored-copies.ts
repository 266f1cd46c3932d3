import {
  slugify,
  type CopyPool,
  type CopyPoolAdmin,
  type ParsedCopiesSentInput,
  type ParsedCopyPoolsInput,
  type SponsoredGift,
} from '@ministry/contracts';
import { escapeRegExp, ProductModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import mongoose from 'mongoose';
import { toCents, toDollars } from '../shared/money.js';
import { CopyPoolModel } from './copy-pool.model.js';
import { GiftModel } from './gift.model.js';

/**
 * Sponsored copies: pools of copies (printed prayer books for prisons) that gifts fill and the
 * owner sends out. A pool keeps what was sent; what was sponsored is read from the gifts, so a
 * gift counts the moment it is recorded. Copies sent go to the gifts oldest first: each gift
 * knows how many of its copies have gone, and where.
 */

/** The pool offered until the owner saves a list of their own (so the screens are not empty). */
export const DEFAULT_COPY_POOLS = [
  { _id: 'prayer-books-for-prisons', name: 'Prayer books for prisons', copyCents: 650 },
];

const invalidPools = (path: string, message: string) =>
  AppError.badRequest(`${path} ${message}`, [{ path, message }]);

/** A gift counts for its pool unless refunded in full (a part-refund keeps its copies). */
const counts = (gift: { refundedCents: number; amountCents: number }) =>
  gift.refundedCents < gift.amountCents;

interface Allotted {
  sent: number;
  sentTo: string[];
}

/**
 * Copies sent, allotted to gifts oldest first: the first shipment's copies go to the first gift
 * until it has all of its own, then to the next. Answers, for each gift in order, how many of
 * its copies were sent and where to (each place once, in the order sent).
 */
export function allotCopies(
  gifts: readonly { copies: number }[],
  shipments: readonly { copies: number; sentTo: string }[],
): Allotted[] {
  const allotted = gifts.map((): Allotted => ({ sent: 0, sentTo: [] }));
  let giftIndex = 0;
  for (const shipment of shipments) {
    let left = shipment.copies;
    while (left > 0 && giftIndex < gifts.length) {
      const share = allotted[giftIndex];
      const copies = gifts[giftIndex]?.copies ?? 0;
      if (!share) break;
      const taken = Math.min(left, copies - share.sent);
      if (taken > 0) {
        share.sent += taken;
        if (!share.sentTo.includes(shipment.sentTo)) share.sentTo.push(shipment.sentTo);
        left -= taken;
      }
      if (share.sent >= copies) giftIndex += 1;
    }
  }
  return allotted;
}

/** A pool's counting gifts, oldest first: the order its copies are sent in. */
const poolGifts = async (poolId: string) =>
  (
    await GiftModel.find({ 'sponsoredCopies.poolId': poolId })
      .sort({ paidAt: 1, _id: 1 })
      .select({
        sponsoredCopies: 1,
        receiptNumber: 1,
        paidAt: 1,
        email: 1,
        amountCents: 1,
        refundedCents: 1,
      })
      .lean()
  ).filter(counts);

/** Copies sponsored from each pool, by pool id. */
async function sponsoredByPool(): Promise<Map<string, number>> {
  const totals = await GiftModel.aggregate<{ _id: string; copies: number }>([
    {
      $match: {
        'sponsoredCopies.poolId': { $type: 'string' },
        $expr: { $lt: ['$refundedCents', '$amountCents'] },
      },
    },
    { $group: { _id: '$sponsoredCopies.poolId', copies: { $sum: '$sponsoredCopies.copies' } } },
  ]);
  return new Map(totals.map(({ _id, copies }) => [_id, copies]));
}

/** Every counting gift of a pool, oldest first, with its share of the copies sent. */
export async function allottedGifts(poolId: string) {
  const [gifts, pool] = await Promise.all([
    poolGifts(poolId),
    CopyPoolModel.findById(poolId).select({ shipments: 1 }).lean(),
  ]);
  const shares = allotCopies(
    gifts.map((gift) => ({ copies: gift.sponsoredCopies?.copies ?? 0 })),
    pool?.shipments ?? [],
  );
  return gifts.map((gift, index) => ({
    id: gift._id.toString(),
    email: gift.email ?? null,
    view: {
      receiptNumber: gift.receiptNumber,
      paidAt: gift.paidAt.toISOString(),
      poolName: gift.sponsoredCopies?.poolName ?? '',
      copies: gift.sponsoredCopies?.copies ?? 0,
      sent: shares[index]?.sent ?? 0,
      sentTo: shares[index]?.sentTo ?? [],
    } satisfies SponsoredGift,
  }));
}

export function createCopyPools(deps: { now: () => Date }) {
  /** The pools, in the owner's order; the default ones until the owner saves a list. */
  async function stored() {
    const pools = await CopyPoolModel.find().sort({ position: 1 }).lean();
    if (pools.length > 0) return pools;
    // Upserts by id: two first readers at once still make one pool each.
    await CopyPoolModel.bulkWrite(
      DEFAULT_COPY_POOLS.map((pool, position) => ({
        updateOne: {
          filter: { _id: pool._id },
          update: { $setOnInsert: { ...pool, position } },
          upsert: true,
        },
      })),
    );
    return CopyPoolModel.find().sort({ position: 1 }).lean();
  }

  const toPool = (pool: Awaited<ReturnType<typeof stored>>[number]): CopyPool => ({
    id: pool._id,
    name: pool.name,
    copyCost: toDollars(pool.copyCents),
    productId: pool.productId?.toString() ?? null,
  });

  return {
    /** What the giving form offers: the pools not retired. */
    async offered(): Promise<CopyPool[]> {
      return (await stored()).filter((pool) => !pool.retired).map(toPool);
    },

    /** A pool a donor may sponsor copies from now, or a 400 (retired or unknown). */
    async offeredPool(id: string) {
      const pool = (await stored()).find((candidate) => candidate._id === id && !candidate.retired);
      if (!pool) throw invalidPools('pool', 'must be one of the pools');
      return pool;
    },

    /** The admin's view: every pool with its copies sponsored, sent and waiting. */
    async all(): Promise<CopyPoolAdmin[]> {
      const pools = await stored();
      const sponsored = await sponsoredByPool();
      return pools.map((pool) => {
        const copies = sponsored.get(pool._id) ?? 0;
        return {
          ...toPool(pool),
          retired: pool.retired,
          sponsored: copies,
          sent: pool.sentCopies,
          waiting: Math.max(0, copies - pool.sentCopies),
          shipments: [...pool.shipments].reverse().map((shipment) => ({
            copies: shipment.copies,
            sentTo: shipment.sentTo,
            sentOn: shipment.sentOn,
            recordedAt: shipment.recordedAt.toISOString(),
          })),
        };
      });
    },

    /** Saves the owner's list: every pool stays (retired, never removed); new ones get an id. */
    async replace(input: ParsedCopyPoolsInput): Promise<CopyPoolAdmin[]> {
      const current = await stored();
      const known = new Set(current.map((pool) => pool._id));
      const listed = new Set<string>();
      input.pools.forEach((pool, index) => {
        if (pool.id === undefined) return;
        if (!known.has(pool.id) || listed.has(pool.id)) {
          throw invalidPools(`pools.${index}.id`, 'must be one of the pools, once');
        }
        listed.add(pool.id);
      });
      const left = current.find((pool) => !listed.has(pool._id));
      if (left) {
        throw invalidPools(
          'pools',
          `must keep “${left.name}”: retire a pool instead of removing it`,
        );
      }
      await Promise.all(
        input.pools.map(async (pool, index) => {
          if (pool.productId && !(await ProductModel.exists({ _id: pool.productId }))) {
            throw invalidPools(`pools.${index}.productId`, 'must be a product in the shop');
          }
        }),
      );
      const taken = new Set(known);
      await CopyPoolModel.bulkWrite(
        input.pools.map((pool, position) => {
          let id = pool.id;
          if (!id) {
            const base = slugify(pool.name, 60, 'pool');
            id = base;
            for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
            taken.add(id);
          }
          // Only the settings: what was sent is never touched here.
          return {
            updateOne: {
              filter: { _id: id },
              update: {
                $set: {
                  name: pool.name,
                  copyCents: toCents(pool.copyCost),
                  productId: pool.productId,
                  retired: pool.retired,
                  position,
                },
              },
              upsert: true,
            },
          };
        }),
      );
      return this.all();
    },

    /**
     * Records copies sent from a pool, refused (409) when fewer are waiting. The check and the
     * record are one conditional update of the pool, so recordings at once never send more
     * than were sponsored: each sees the sent copies the others left.
     */
    async recordSent(poolId: string, input: ParsedCopiesSentInput): Promise<CopyPoolAdmin> {
      const pool = await CopyPoolModel.findById(poolId).select({ _id: 1 }).lean();
      if (!pool) throw AppError.notFound('There is no pool with this id.');
      const sponsored = (await sponsoredByPool()).get(poolId) ?? 0;
      const recorded = await CopyPoolModel.updateOne(
        { _id: poolId, sentCopies: mongoose.trusted({ $lte: sponsored - input.copies }) },
        {
          $inc: { sentCopies: input.copies },
          $push: {
            shipments: {
              copies: input.copies,
              sentTo: input.sentTo,
              sentOn: input.sentOn,
              recordedAt: deps.now(),
            },
          },
        },
      );
      if (recorded.modifiedCount === 0) {
        const now = await CopyPoolModel.findById(poolId).select({ sentCopies: 1 }).lean();
        const waiting = Math.max(0, sponsored - (now?.sentCopies ?? 0));
        throw AppError.conflict(
          `Only ${waiting} ${waiting === 1 ? 'copy is' : 'copies are'} waiting to be sent from this pool.`,
        );
      }
      const answer = (await this.all()).find((candidate) => candidate.id === poolId);
      if (!answer) throw AppError.notFound('There is no pool with this id.');
      return answer;
    },

    /** A donor's gifts of copies (by address, any case), newest first, with what was sent. */
    async donorGifts(email: string): Promise<SponsoredGift[]> {
      const address = email.toLowerCase();
      const own = await GiftModel.find({
        email: mongoose.trusted({ $regex: `^${escapeRegExp(email)}$`, $options: 'i' }),
        'sponsoredCopies.poolId': mongoose.trusted({ $type: 'string' as const }),
      })
        .select({ sponsoredCopies: 1 })
        .lean();
      const poolIds = [...new Set(own.flatMap((gift) => gift.sponsoredCopies?.poolId ?? []))];
      const answers: SponsoredGift[] = [];
      for (const poolId of poolIds) {
        const allotted = await allottedGifts(poolId);
        for (const gift of allotted) {
          if (gift.email?.toLowerCase() !== address) continue;
          answers.push(gift.view);
        }
      }
      return answers.sort((a, b) => b.paidAt.localeCompare(a.paidAt));
    },
  };
}

export type CopyPools = ReturnType<typeof createCopyPools>;
