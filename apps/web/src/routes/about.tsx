import { AboutPage } from '@/features/pages/components/about-page';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return {
    head: pageHead({
      title: 'Our Mission',
      description:
        'Orthodox Resources helps Orthodox Christians, and all drawn to the ancient faith, to pray, read the Scriptures and live the life of the Church.',
      canonicalPath: '/about',
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  return <AboutPage />;
}
