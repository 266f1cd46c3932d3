import mongoose from 'mongoose';
import {
  MAX_LINE_QUANTITY,
  chosenAmountProblem,
  isFreeProduct,
  priceCopies,
  type CheckoutLineInput,
} from '@ministry/contracts';
import { hasDelivery, ProductModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import type { CheckoutLine } from '../providers/payment-provider.js';
import { toCents } from '../shared/money.js';

const label = (item: CheckoutLineInput): string =>
  item.name
    ? `"${item.name}" (${item.selectedFormat})`
    : `item ${item._id} (${item.selectedFormat})`;

/** The 409 for a physical line that asks for more than is free to sell. */
export const notEnoughStock = (name: string, stock: number, quantity: number): AppError =>
  AppError.conflict(
    stock <= 0
      ? `${name} is out of stock.`
      : `Only ${stock} of ${name} left in stock, but your cart asks for ${quantity}.`,
  );

const isValidQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

/** The cart with lines of the same product and format added together, in first-seen order. */
function mergeLines(items: CheckoutLineInput[]): CheckoutLineInput[] {
  const merged = new Map<string, CheckoutLineInput>();
  for (const item of items) {
    const key = `${item._id.toLowerCase()}:${item.selectedFormat}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

/**
 * Prices a cart from the database. The browser only says which products, in which format and
 * how many: its prices and price ids are never read. Refuses, naming the item, anything that
 * cannot be sold as asked.
 */
export async function priceCart(items: CheckoutLineInput[]): Promise<CheckoutLine[]> {
  for (const item of items) {
    if (!isValidQuantity(item.quantity)) {
      throw AppError.badRequest(
        `The quantity of ${label(item)} must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
      );
    }
  }
  const lines = mergeLines(items);
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw AppError.badRequest(
        `You can buy at most ${MAX_LINE_QUANTITY} of ${label(line)} in one order.`,
      );
    }
  }

  const products = await ProductModel.find({
    _id: mongoose.trusted({ $in: lines.map((line) => line._id) }),
  }).lean();
  const byId = new Map(products.map((product) => [product._id.toString(), product]));

  return lines.map((line): CheckoutLine => {
    const product = byId.get(line._id.toLowerCase());
    // Only a live product is sold: a draft is not in the shop yet, an archived one any more.
    if (product?.status === 'draft') {
      throw AppError.badRequest(`${label(line)} is not in the shop yet (a draft).`);
    }
    if (!product || product.status !== 'live' || product.format !== line.selectedFormat) {
      throw AppError.badRequest(`${label(line)} is not available in the shop any more.`);
    }
    const name = `"${product.name}" (${product.format})`;
    const collectionIds = (product.collections ?? []).map(String);
    // Never sell what cannot be delivered: a digital edition with no file or link.
    if (product.format === 'digital' && !hasDelivery(product)) {
      throw AppError.badRequest(`${name} has no file to download yet, so it cannot be bought.`);
    }
    const stock = product.stock ?? 0;
    if (product.format === 'physical' && stock < line.quantity) {
      throw notEnoughStock(name, stock, line.quantity);
    }
    // Pay what you can: the amount the buyer chose, checked against the product's least price.
    const rule = product.payWhatYouCan;
    if (rule) {
      // A cart from before the product asked for a chosen price pays the suggested one.
      const chosenCents = line.chosenCents ?? toCents(rule.suggested);
      const problem = chosenAmountProblem(rule, chosenCents);
      if (problem) throw AppError.badRequest(`${name}: ${problem}`);
      return {
        productId: product._id.toString(),
        name: product.name,
        format: product.format,
        unitAmount: chosenCents,
        quantity: line.quantity,
        collectionIds,
        payWhatYouCan: { minimum: rule.minimum, suggested: rule.suggested },
      };
    }
    if (isFreeProduct({ price: product.price ?? undefined })) {
      throw AppError.badRequest(`${name} is free: get it from its page instead of buying it.`);
    }
    // Parish quantities: so many copies or more cost less each.
    const priced = priceCopies(toCents(product.price ?? 0), line.quantity, product.priceBreaks);
    return {
      productId: product._id.toString(),
      name: product.name,
      format: product.format,
      unitAmount: priced.unitCents,
      quantity: line.quantity,
      collectionIds,
      ...(product.stripePriceId ? { stripePriceId: product.stripePriceId } : {}),
      ...(priced.priceBreak
        ? { priceBreak: { listUnitAmount: priced.listUnitCents, ...priced.priceBreak } }
        : {}),
    };
  });
}
