import type { CartItem, ShippingTerms } from '@ministry/contracts';
import { shippingDollars } from '@ministry/contracts/shipping-rules';
import { useEffect, useState } from 'react';
import { lineTotalOf } from './line-price';

// Shipping as the storefront shows it, by the rule payments charges with. Kept apart from the
// fetcher (./shipping-terms), which the cart drawer loads only once it needs it: the drawer is
// on the first screen, which needs no api client.

/**
 * What shipping adds to these lines (dollars; 0: free), or null when nothing in them is posted.
 */
export function shippingOf(terms: ShippingTerms, items: readonly CartItem[]): number | null {
  if (!items.some((item) => item.selectedFormat === 'physical')) return null;
  const subtotal = items.reduce((sum, item) => sum + lineTotalOf(item), 0);
  return shippingDollars(terms, subtotal, true);
}

let asked: Promise<ShippingTerms | null> | null = null;

/**
 * The shipping terms for a browser-only part of a page (the cart drawer), asked once per visit
 * when first `needed`; null until they arrive, and when they could not be had (the cart then
 * shows no shipping line; checkout asks again).
 */
export function useShippingTerms(needed: boolean): ShippingTerms | null {
  const [terms, setTerms] = useState<ShippingTerms | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    asked ??= import('./shipping-terms')
      .then(({ getShippingTerms }) => getShippingTerms())
      .catch((error: unknown) => {
        console.warn('The shipping terms could not be read:', error);
        asked = null;
        return null;
      });
    void asked.then((answer) => {
      if (live) setTerms(answer);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return terms;
}
