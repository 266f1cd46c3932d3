import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { cmsTitle } from '../lib/cms-title';

interface AdminsOnlyProps {
  title: string;
  /** The one plain sentence an editor reads ("Gifts are managed by an admin."). */
  sentence: string;
}

/** What an editor sees on an admins-only screen: one sentence, and nothing is fetched. */
export function AdminsOnly({ title, sentence }: AdminsOnlyProps) {
  return (
    <>
      <PageHeader align="start" title={title} documentTitle={cmsTitle(title)} />
      <Card variant="panel">
        <p className="text-ink-700">{sentence}</p>
      </Card>
    </>
  );
}
