import { PublicLayout } from '@/app/layouts/public-layout';
import { PageErrorBoundary } from '@/app/page-error';

/** The storefront's frame: header, sidebar, main area and footer around every public page. */
export default function Route() {
  return <PublicLayout />;
}

export function ErrorBoundary() {
  return (
    <PublicLayout>
      <PageErrorBoundary />
    </PublicLayout>
  );
}
