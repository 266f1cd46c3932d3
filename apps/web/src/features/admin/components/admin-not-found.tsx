import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { cmsTitle } from '../lib/cms-title';

/** Any unknown `/admin/...` address. */
export function AdminNotFound() {
  return (
    <>
      <PageHeader align="start" title="Page not found" documentTitle={cmsTitle('Page not found')} />
      <p className="mb-6 text-ink-700">There is no admin page at this address.</p>
      <Link to="/admin" className={buttonStyles('secondary', 'sm')}>
        Back to the dashboard
      </Link>
    </>
  );
}
