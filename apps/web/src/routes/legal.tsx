import { LegalPage } from '@/features/pages/components/legal-page';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return {
    head: pageHead({
      title: 'Legal',
      description:
        'Who runs Orthodox Resources, and the terms its products, downloads and other resources are offered on.',
      canonicalPath: '/legal',
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  return <LegalPage />;
}
