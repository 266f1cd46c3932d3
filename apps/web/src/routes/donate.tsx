import { DonatePage } from '@/features/donate/components/donate-page';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return {
    head: pageHead({
      title: 'Give Gracefully',
      description:
        'This ministry is the work of one person, offered freely. If it has helped you, a gift of any size keeps it going.',
      canonicalPath: '/donate',
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  return <DonatePage />;
}
