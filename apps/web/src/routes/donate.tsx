import { DonatePage } from '@/features/donate/components/donate-page';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export default function Route() {
  return <DonatePage />;
}
