import { data } from 'react-router';
import { NotFoundPage } from '@/features/pages/components/not-found-page';
import { headMeta } from '@/lib/seo';

/** Any address the site does not have: the 404 page, answered with a 404. */
export function loader() {
  throw data({ message: 'Page not found' }, { status: 404 });
}

export const meta = headMeta();

export default function Route() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
