import { PurposePage } from '@/features/pages/components/purpose-page';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export default function Route() {
  return <PurposePage />;
}
