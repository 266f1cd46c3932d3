import { useMatches } from 'react-router';
import type { SubscribeOffer } from '../lib/subscribe-form';
import { SubscribeBox } from './subscribe-box';

/**
 * The subscribe form at the end of a page that offers the email list: the page's loader says so
 * with `subscribe` in its data (see `SubscribeOffer`). The layout places it, so the pages' own
 * code carries none of it and `/` keeps within its JavaScript budget.
 */
export function OfferedSubscribe() {
  const offer = useMatches()
    .map((match) => (match.loaderData as { subscribe?: SubscribeOffer } | undefined)?.subscribe)
    .findLast(Boolean);
  return offer ? <SubscribeBox {...offer} /> : null;
}
