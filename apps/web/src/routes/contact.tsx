import { ContactPage } from '@/features/contact/components/contact-page';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return {
    head: pageHead({
      title: 'Contact',
      description:
        'Write with a question about a resource, for help with an order, or to ask for prayer. Every message is answered within 24 hours.',
      canonicalPath: '/contact',
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  return <ContactPage />;
}
