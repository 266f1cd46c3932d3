import { ContactPage } from '@/features/contact/components/contact-page';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export default function Route() {
  return <ContactPage />;
}
