import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import { downloadGiftsCsv } from '../api/get-gifts';
import { FundsEditor } from './funds-editor';
import { GiftFigures } from './gift-figures';
import { GiftsList } from './gifts-list';
import { GiftsTabs } from './gifts-tabs';

/** `/admin/gifts` (admins): what has been given, by fund and kind, the funds, and every gift. */
export function GiftsPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Gifts" sentence="Gifts are managed by an admin." />;
  return <GiftsScreen />;
}

function GiftsScreen() {
  const [q, setQ] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        align="start"
        title="Gifts"
        documentTitle={cmsTitle('Gifts')}
        lead="What donors have given, one-off and monthly, and to which fund."
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setExportError(null);
              downloadGiftsCsv(q).catch((error: unknown) =>
                setExportError(messageOr(error, 'The export failed.')),
              );
            }}
          >
            Export CSV
          </Button>
        }
      />
      <GiftsTabs />
      <ErrorAlert messages={[exportError]} />
      <GiftFigures />
      <FundsEditor />
      <GiftsList q={q} onSearch={setQ} />
    </>
  );
}
