import type { Product } from '@ministry/contracts';
import { useEffect, useId, useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { giftForResourceHref } from '@/lib/links';
import { getGiftBounds, type GiftBounds } from '../api/get-gift-bounds';

/** The gifts offered for a free resource, in whole dollars. */
export const RESOURCE_GIFT_AMOUNTS = [3, 5, 10] as const;

/**
 * "Give something for this?", under a free resource once its download is ready: a few amounts
 * and "Other amount", each opening the giving form on `/donate` for this resource, or "No
 * thanks", which puts the question away for as long as the page is open. Amounts the payments
 * service would refuse (below its minimum, say) are not offered; when its bounds cannot be read,
 * all are, and the giving form checks them.
 */
export function FreeDownloadGift({ product }: { product: Pick<Product, '_id'> }) {
  const headingId = useId();
  const [declined, setDeclined] = useState(false);
  const [bounds, setBounds] = useState<GiftBounds | 'unknown' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getGiftBounds(controller.signal).then(setBounds, () => {
      if (!controller.signal.aborted) setBounds('unknown');
    });
    return () => controller.abort();
  }, []);

  // Shown once the amounts are known, so none appears only to vanish.
  if (declined || bounds === null) return null;
  const amounts = RESOURCE_GIFT_AMOUNTS.filter(
    (amount) => bounds === 'unknown' || (amount >= bounds.min && amount <= bounds.max),
  );
  const linkStyle = buttonStyles('secondary');

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-gold-400 bg-parchment-50 p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-xl">
        Give something for this?
      </h2>
      <p className="mt-1 text-ink-700">
        It is free, and stays free. If it helped you, a gift keeps this work going.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {amounts.map((amount) => (
          <Link key={amount} to={giftForResourceHref(product._id, amount)} className={linkStyle}>
            ${amount}
          </Link>
        ))}
        <Link to={giftForResourceHref(product._id)} className={linkStyle}>
          Other amount
        </Link>
        <Button variant="ghost" onClick={() => setDeclined(true)}>
          No thanks
        </Button>
      </div>
    </section>
  );
}
