import { giftInputSchema, objectIdSchema } from '@ministry/contracts';

/**
 * A link to `/donate` that chooses a gift: `?for=` a free resource (its product id), from its
 * "Give something for this?", and `&amount=` whole dollars. Read by the page's loader only, on
 * the server, so the contracts' zod stays out of the page's JavaScript.
 */
export interface GiftLink {
  resourceId: string | null;
  amount: number | null;
}

/** What the link asks for; a part that is not what it should be is ignored, as if absent. */
export function readGiftLink(params: URLSearchParams): GiftLink | null {
  const forId = params.get('for');
  const resourceId = forId !== null && objectIdSchema.safeParse(forId).success ? forId : null;
  const amountText = params.get('amount');
  // Digits only: "1e3", " 5" or "0x10" are not amounts a link of ours would carry.
  const amount =
    amountText !== null && /^\d{1,7}$/.test(amountText)
      ? (giftInputSchema.shape.amount.safeParse(Number(amountText)).data ?? null)
      : null;
  return resourceId !== null || amount !== null ? { resourceId, amount } : null;
}

/** The gift a link chose, as the giving form opens with it: the resource named by the shop. */
export interface LinkedGift {
  resource: { id: string; name: string } | null;
  amount: number | null;
}
