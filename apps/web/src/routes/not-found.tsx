import { data } from 'react-router';
import { NotFoundPage } from '@/features/pages/components/not-found-page';

/** Any address the site does not have: the 404 page, answered with a 404. */
export function loader() {
  throw data({ message: 'Page not found' }, { status: 404 });
}

export default function Route() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
