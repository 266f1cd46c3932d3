import {
  describeDiscount,
  type ChurchCalendar,
  type CodeQuote,
  type CodeWindow,
  type DiscountCode,
  type DiscountCodeUpdate,
  type ParsedDiscountCodeInput,
} from '@ministry/contracts';
import { isDuplicateKey, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import type { CheckoutLine } from '../providers/payment-provider.js';
import { formatDollars, toCents, toDollars } from '../shared/money.js';
import { discountFor } from './code-rules.js';
import {
  CodeBuyerModel,
  CodeUseModel,
  DiscountCodeModel,
  type DiscountCodeRecord,
} from './discount-code.model.js';

/** A code as the admin sees it. */
function toDiscountCode(record: DiscountCodeRecord): DiscountCode {
  const cents = (value: number | null | undefined) =>
    value === null || value === undefined ? null : toDollars(value);
  return {
    id: record._id.toString(),
    code: record.code,
    description: record.description ?? null,
    kind: record.kind,
    percentOff: record.percentOff ?? null,
    amountOff: cents(record.amountOffCents),
    window: (record.window as DiscountCode['window'] | undefined) ?? null,
    maxUses: record.maxUses ?? null,
    maxUsesPerBuyer: record.maxUsesPerBuyer ?? null,
    minimumOrder: cents(record.minimumOrderCents),
    productIds: [...record.productIds],
    collectionIds: [...record.collectionIds],
    paused: record.paused ?? false,
    used: record.used ?? 0,
    held: record.held ?? 0,
    createdAt: (record as { createdAt?: Date }).createdAt?.toISOString() ?? '',
  };
}

const notFound = () => AppError.notFound('No discount code with this id.');

/** A code the buyer cannot use, said by the field they typed it in. */
export const refused = (reason: string) =>
  AppError.badRequest(reason, [{ path: 'body.code', message: reason }]);

export const usedUp = (code: string) => `The code ${code} has been used up.`;

export const usedByBuyer = (code: string, cap: number) =>
  cap === 1
    ? `You have used the code ${code} already: it is once per person.`
    : `You have used the code ${code} ${cap} times already, as often as one person may.`;

/** Why a checkout could not take a use of a code. */
export type HoldOutcome = 'taken' | 'used-up' | 'buyer-used-up';

/** A code capped per buyer: whose uses are counted, and how many each may have. */
export interface BuyerCap {
  email: string;
  cap: number;
}

/** One use from the code's cap, if it has one; none of a paused code. */
async function takeCodeUse(codeId: string): Promise<boolean> {
  const capped = await DiscountCodeModel.updateOne(
    { _id: codeId, paused: false, remaining: trusted({ $gt: 0 }) },
    { $inc: { remaining: -1, held: 1 } },
  );
  if (capped.modifiedCount === 1) return true;
  const uncapped = await DiscountCodeModel.updateOne(
    { _id: codeId, paused: false, remaining: null },
    { $inc: { held: 1 } },
  );
  return uncapped.modifiedCount === 1;
}

/** One use of the buyer's own, when they have one left. */
async function takeBuyerUse(codeId: string, buyer: BuyerCap): Promise<boolean> {
  try {
    await CodeBuyerModel.updateOne(
      { code: codeId, email: buyer.email },
      { $setOnInsert: { taken: 0 } },
      { upsert: true },
    );
  } catch (error) {
    // Two first checkouts of this buyer at once: the other made their count.
    if (!isDuplicateKey(error)) throw error;
  }
  const taken = await CodeBuyerModel.updateOne(
    { code: codeId, email: buyer.email, taken: trusted({ $lt: buyer.cap }) },
    { $inc: { taken: 1 } },
  );
  return taken.modifiedCount === 1;
}

async function giveBuyerUseBack(codeId: string, email: string): Promise<void> {
  await CodeBuyerModel.updateOne(
    { code: codeId, email, taken: trusted({ $gt: 0 }) },
    { $inc: { taken: -1 } },
  );
}

/** What a code takes off an order, with the code's id for the use a checkout holds. */
export interface PricedCode {
  /** What the buyer is told. */
  quote: CodeQuote;
  codeId: string;
  /** Uses one buyer may have; null: no such cap. */
  usesPerBuyer: number | null;
  linesOffCents: number;
  shippingOffCents: number;
}

/**
 * Discount codes: the admin's list, new codes and pausing them, and the uses a checkout takes,
 * pays or gives back, each an atomic change of the code's counts (see the model).
 */
export function createCodesService() {
  return {
    async list(): Promise<DiscountCode[]> {
      const records = await DiscountCodeModel.find().sort({ createdAt: -1, _id: -1 }).lean();
      return records.map(toDiscountCode);
    },

    async create(input: ParsedDiscountCodeInput): Promise<DiscountCode> {
      try {
        const created = await DiscountCodeModel.create({
          code: input.code,
          description: input.description,
          kind: input.kind,
          percentOff: input.kind === 'percent' ? input.percentOff : undefined,
          amountOffCents:
            input.kind === 'amount' && input.amountOff ? toCents(input.amountOff) : undefined,
          window: input.window,
          maxUses: input.maxUses,
          maxUsesPerBuyer: input.maxUsesPerBuyer,
          minimumOrderCents: input.minimumOrder ? toCents(input.minimumOrder) : undefined,
          productIds: input.productIds.map((id) => id.toLowerCase()),
          collectionIds: input.collectionIds.map((id) => id.toLowerCase()),
          paused: input.paused,
          remaining: input.maxUses ?? null,
        });
        return toDiscountCode(created.toObject());
      } catch (error) {
        if (isDuplicateKey(error)) {
          throw AppError.conflict(`The code ${input.code} exists already.`);
        }
        throw error;
      }
    },

    async update(id: string, change: DiscountCodeUpdate): Promise<DiscountCode> {
      const record = await DiscountCodeModel.findByIdAndUpdate(
        id,
        { $set: { paused: change.paused } },
        { new: true },
      ).lean();
      if (!record) throw notFound();
      return toDiscountCode(record);
    },

    /** A code as a buyer typed it, when it exists and is not paused. */
    findActive: (code: string) => DiscountCodeModel.findOne({ code, paused: false }).lean(),

    /**
     * A checkout takes one use of the code, and one of the buyer's when the code is capped per
     * buyer: `taken` when the caps had one left. Atomic, so that twenty buyers at once (or one
     * buyer in twenty tabs) take no more than the caps allow.
     */
    async hold(codeId: string, buyer?: BuyerCap): Promise<HoldOutcome> {
      if (buyer && !(await takeBuyerUse(codeId, buyer))) return 'buyer-used-up';
      if (await takeCodeUse(codeId)) return 'taken';
      if (buyer) await giveBuyerUseBack(codeId, buyer.email);
      return 'used-up';
    },

    /**
     * The checkout was paid: its use is counted, once per order. `held`: the use was held for it
     * (false for a payment that came after its hold was given back and found none left).
     */
    async settle(codeId: string, order: { id: string; email: string }, held = true) {
      try {
        await CodeUseModel.create({ code: codeId, email: order.email, order: order.id });
      } catch (error) {
        // The same order's news twice: its use is counted already.
        if (isDuplicateKey(error)) return;
        throw error;
      }
      await DiscountCodeModel.updateOne(
        { _id: codeId },
        { $inc: held ? { held: -1, used: 1 } : { used: 1 } },
      );
    },

    /** The checkout was never paid: its use goes back to the code, and to its buyer. */
    async release(codeId: string, email?: string | null): Promise<void> {
      const capped = await DiscountCodeModel.updateOne(
        { _id: codeId, remaining: trusted({ $ne: null }) },
        { $inc: { remaining: 1, held: -1 } },
      );
      if (capped.modifiedCount === 0) {
        await DiscountCodeModel.updateOne({ _id: codeId }, { $inc: { held: -1 } });
      }
      if (email) await giveBuyerUseBack(codeId, email);
    },

    /**
     * What `code` takes off an order of `lines` (priced by the server) with `shippingCents` of
     * postage, on the owner's `today`, for a buyer on `calendar`; a 400 naming why not.
     */
    async quote(input: {
      code: string;
      lines: readonly CheckoutLine[];
      shippingCents: number;
      calendar: ChurchCalendar;
      today: string;
      /** The email the buyer pays with, which a per-buyer cap counts. */
      email?: string | undefined;
    }): Promise<PricedCode> {
      const record = await DiscountCodeModel.findOne({ code: input.code, paused: false }).lean();
      if (!record) throw refused(`There is no code ${input.code} on offer now.`);
      if (record.remaining === 0) throw refused(usedUp(record.code));
      if (record.maxUsesPerBuyer && input.email) {
        const buyer = await CodeBuyerModel.findOne({ code: record._id, email: input.email }).lean();
        if ((buyer?.taken ?? 0) >= record.maxUsesPerBuyer) {
          throw refused(usedByBuyer(record.code, record.maxUsesPerBuyer));
        }
      }
      const outcome = discountFor(
        {
          kind: record.kind,
          percentOff: record.percentOff,
          amountOffCents: record.amountOffCents,
          window: record.window as CodeWindow | undefined,
          minimumOrderCents: record.minimumOrderCents,
          productIds: record.productIds,
          collectionIds: record.collectionIds,
        },
        {
          lines: input.lines.map((line) => ({
            productId: line.productId,
            collectionIds: line.collectionIds ?? [],
            lineCents: line.unitAmount * line.quantity,
          })),
          shippingCents: input.shippingCents,
        },
        input.today,
        input.calendar,
      );
      if (!outcome.applies) throw refused(outcome.reason);
      const offCents = outcome.linesOffCents + outcome.shippingOffCents;
      const gives = describeDiscount({
        kind: record.kind,
        percentOff: record.percentOff ?? null,
        amountOff: record.amountOffCents ? toDollars(record.amountOffCents) : null,
      });
      return {
        codeId: record._id.toString(),
        usesPerBuyer: record.maxUsesPerBuyer ?? null,
        linesOffCents: outcome.linesOffCents,
        shippingOffCents: outcome.shippingOffCents,
        quote: {
          code: record.code,
          description: record.description ?? null,
          linesOff: toDollars(outcome.linesOffCents),
          shippingOff: toDollars(outcome.shippingOffCents),
          gives,
          says:
            record.kind === 'free-shipping'
              ? 'free shipping'
              : `${gives}, ${formatDollars(toDollars(offCents))}`,
          usesPerBuyer: record.maxUsesPerBuyer ?? null,
        },
      };
    },

    /** How many paid orders of this buyer used the code. */
    usesBy: (codeId: string, email: string) =>
      CodeUseModel.countDocuments({ code: codeId, email: email.toLowerCase() }),
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
