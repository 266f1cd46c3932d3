import { lazy, Suspense } from 'react';
import type { SubscribeFormProps } from './subscribe-form';

// The form is in every offering page's HTML, but its code is fetched apart from the first
// page's JavaScript (130 kB budget on `/`): React hydrates the server's markup when the chunk
// arrives, and until then it is a plain form posting to /subscribe, which already works. The
// server has the module at hand from the start, so the form is in the HTML without JavaScript
// (as the header's search: features/search/components/site-search.tsx).
const SubscribeForm = import.meta.env.SSR
  ? (await import('./subscribe-form')).default
  : lazy(() => import('./subscribe-form'));

/** The subscribe form, wherever a page offers the email list. */
export function SubscribeBox(props: SubscribeFormProps) {
  return (
    <Suspense>
      <SubscribeForm {...props} />
    </Suspense>
  );
}
