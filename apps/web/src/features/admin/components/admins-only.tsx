import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { cmsTitle } from '../lib/cms-title';

interface AdminsOnlyProps {
  title: string;
  /** What only admins may do here ("see and handle orders"). */
  what: string;
}

/** What an editor sees on an admins-only screen, as on Manage Users; nothing is fetched. */
export function AdminsOnly({ title, what }: AdminsOnlyProps) {
  return (
    <>
      <PageHeader align="start" title={title} documentTitle={cmsTitle(title)} />
      <Card variant="panel">
        <p className="text-ink-700">You are not allowed to {what}. Only admins can.</p>
      </Card>
    </>
  );
}
