import {
  describeDiscount,
  type ChurchCalendar,
  type CodeQuote,
  type CodeWindow,
  type DiscountCode,
  type DiscountCodeUpdate,
  type ParsedDiscountCodeInput,
} from '@ministry/contracts';
import { isDuplicateKey, ProductModel, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import type { CheckoutLine } from '../providers/payment-provider.js';
import { formatDollars, toCents, toDollars } from '../shared/money.js';
import { discountFor } from './code-rules.js';
import { CodeUseModel, DiscountCodeModel, type DiscountCodeRecord } from './discount-code.model.js';

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
const refused = (reason: string) =>
  AppError.badRequest(reason, [{ path: 'code', message: reason }]);

/** What a code takes off an order, with the code's id for the use a checkout holds. */
export interface PricedCode {
  /** What the buyer is told. */
  quote: CodeQuote;
  codeId: string;
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
     * A checkout takes one use of the code: true when the cap (if any) had one left. Atomic, so
     * that twenty buyers at once take no more than the cap.
     */
    async hold(codeId: string): Promise<boolean> {
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
    },

    /** The checkout was paid: its held use is a use, the buyer's counted once per order. */
    async settle(codeId: string, order: { id: string; email: string }): Promise<void> {
      try {
        await CodeUseModel.create({ code: codeId, email: order.email, order: order.id });
      } catch (error) {
        // The same order's news twice: its use is counted already.
        if (isDuplicateKey(error)) return;
        throw error;
      }
      await DiscountCodeModel.updateOne({ _id: codeId }, { $inc: { held: -1, used: 1 } });
    },

    /** The checkout was never paid: its use goes back to the code. */
    async release(codeId: string): Promise<void> {
      const capped = await DiscountCodeModel.updateOne(
        { _id: codeId, remaining: trusted({ $ne: null }) },
        { $inc: { remaining: 1, held: -1 } },
      );
      if (capped.modifiedCount === 0) {
        await DiscountCodeModel.updateOne({ _id: codeId }, { $inc: { held: -1 } });
      }
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
    }): Promise<PricedCode> {
      const record = await DiscountCodeModel.findOne({ code: input.code, paused: false }).lean();
      if (!record) throw refused(`There is no code ${input.code} on offer now.`);
      if (record.remaining === 0) throw refused(`The code ${record.code} has been used up.`);
      const products = await ProductModel.find(
        { _id: trusted({ $in: input.lines.map((line) => line.productId) }) },
        'collections',
      ).lean();
      const collectionsOf = new Map(
        products.map((product) => [
          product._id.toString(),
          (product.collections ?? []).map(String),
        ]),
      );
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
            collectionIds: collectionsOf.get(line.productId) ?? [],
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
        linesOffCents: outcome.linesOffCents,
        shippingOffCents: outcome.shippingOffCents,
        quote: {
          code: record.code,
          description: record.description ?? null,
          linesOff: toDollars(outcome.linesOffCents),
          shippingOff: toDollars(outcome.shippingOffCents),
          says:
            record.kind === 'free-shipping'
              ? `${record.code}: free shipping`
              : `${record.code}: ${gives}, ${formatDollars(toDollars(offCents))}`,
        },
      };
    },

    /** How many paid orders of this buyer used the code. */
    usesBy: (codeId: string, email: string) =>
      CodeUseModel.countDocuments({ code: codeId, email: email.toLowerCase() }),
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
