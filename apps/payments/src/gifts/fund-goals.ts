import {
  civilDateIn,
  instantOf,
  type FundGoal,
  type FundGoalsProgress,
  type FundProgress,
} from '@ministry/contracts';
import mongoose from 'mongoose';
import { toDollars } from '../shared/money.js';
import type { GiftFundsStore } from './gift-funds.js';
import { GiftModel } from './gift.model.js';

/**
 * The meters of funds with a goal: what the gifts recorded in the goal's period came to, read
 * from the gifts on each request (nothing is kept between requests, so a gift shows on the next
 * one). A gift counts for what the fund receives: less any fee its donor covered (the processor
 * keeps that) and anything refunded.
 */

/** 00:00 in `zone` on a `YYYY-MM-DD` day, `days` later. */
const startOf = (date: string, zone: string, days = 0) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return instantOf(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    zone,
  );
};

/** What one fund's gifts in its goal's period came to, and from how many donors. */
async function givenTo(fundId: string, goal: FundGoal, zone: string) {
  const gifts = await GiftModel.find({
    fundId,
    paidAt: mongoose.trusted({
      $gte: startOf(goal.startsOn, zone),
      $lt: startOf(goal.endsOn, zone, 1),
    }),
  })
    .select({ amountCents: 1, feeCover: 1, refundedCents: 1, email: 1, key: 1 })
    .lean();
  let givenCents = 0;
  const donors = new Set<string>();
  for (const gift of gifts) {
    const net = gift.amountCents - (gift.feeCover?.feeCents ?? 0) - gift.refundedCents;
    if (net <= 0) continue;
    givenCents += net;
    // A gift whose donor's address is not known yet is one donor of its own.
    donors.add(gift.email?.toLowerCase() ?? `gift:${gift.key}`);
  }
  return { givenCents, donors: donors.size };
}

export function createFundGoals(deps: {
  funds: GiftFundsStore;
  now: () => Date;
  ownerTimeZone: () => Promise<string>;
}) {
  return {
    /** The funds offered whose goal's period includes today (in the owner's time zone). */
    async progress(): Promise<FundGoalsProgress> {
      const zone = await deps.ownerTimeZone();
      const today = civilDateIn(deps.now(), zone);
      const current = (await deps.funds.all()).flatMap(({ id, name, retired, goal }) =>
        !retired && goal && goal.startsOn <= today && today <= goal.endsOn
          ? [{ id, name, goal }]
          : [],
      );
      const goals = await Promise.all(
        current.map(async ({ id, name, goal }): Promise<FundProgress> => {
          const { givenCents, donors } = await givenTo(id, goal, zone);
          return {
            fundId: id,
            fundName: name,
            label: goal.label,
            description: goal.description ?? null,
            startsOn: goal.startsOn,
            endsOn: goal.endsOn,
            goal: goal.amount,
            given: toDollars(givenCents),
            donors,
          };
        }),
      );
      return { goals };
    },
  };
}
