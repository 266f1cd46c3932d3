import { PurposePage } from '@/features/pages/components/purpose-page';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return {
    head: pageHead({
      title: 'Our Purpose',
      description:
        'To put good tools for prayer and study into the hands of anyone who wants them, and to give away as much as possible.',
      canonicalPath: '/purpose',
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  return <PurposePage />;
}
