import { LegalPage } from '@/features/pages/components/legal-page';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export default function Route() {
  return <LegalPage />;
}
