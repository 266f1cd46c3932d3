import {
  DownloadGrantModel,
  type DownloadGrantRecord,
  isDuplicateKey,
  type OrderRecord,
} from '@ministry/db';
import { DEFAULT_LINK_RULES, grantTermsFor, type LinkRules } from '../shared/link-rules.js';

/** The order's download grants, one per digital product, whatever their state. */
export const grantsOf = (order: Pick<OrderRecord, '_id'>): Promise<DownloadGrantRecord[]> =>
  DownloadGrantModel.find({ order: order._id }).lean();

/**
 * Issues a paid order's download grants on the product's (or the shop's) terms: one per order
 * and product, however many deliveries run at once.
 */
export function createIssueGrants(deps: { now: () => Date; linkRules?: LinkRules | undefined }) {
  const { now } = deps;

  return async function issueGrants(order: OrderRecord): Promise<DownloadGrantRecord[]> {
    const digital = order.lines.filter((line) => line.format === 'digital');
    const terms = await grantTermsFor(
      digital.map((line) => line.product),
      deps.linkRules ?? DEFAULT_LINK_RULES,
      now(),
    );
    for (const line of digital) {
      try {
        await DownloadGrantModel.updateOne(
          { order: order._id, product: line.product },
          { $setOnInsert: terms.get(line.product.toString()) },
          { upsert: true },
        );
      } catch (error) {
        // A concurrent delivery inserted the same grant first: that one counts.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return grantsOf(order);
  };
}
