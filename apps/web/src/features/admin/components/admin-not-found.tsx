import { Link } from 'react-router';
import { buttonClasses } from './button';
import { PageHeader } from './page-header';

/** Any unknown `/admin/...` address. */
export function AdminNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <p className="mb-6 text-ink-700">There is no admin page at this address.</p>
      <Link to="/admin" className={buttonClasses('secondary')}>
        Back to the dashboard
      </Link>
    </>
  );
}
