import { AboutPage } from '@/features/pages/components/about-page';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export default function Route() {
  return <AboutPage />;
}
