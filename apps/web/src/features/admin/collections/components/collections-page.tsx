import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { cmsTitle } from '../../lib/cms-title';
import { useRowDelete } from '../../lib/latest-outcome';
import { adminCollectionsQueryOptions } from '../../lib/collections-query';
import { useDeleteCollection } from '../api/collections';
import { CollectionForm } from './collection-form';
import { CollectionOrder } from './collection-order';
import { CollectionProducts } from './collection-products';
import { CollectionTable, panelOpenerId, type Panel } from './collection-table';

export const DELETE_COLLECTION_CONFIRMATION =
  'Delete this collection? Its products stay in the shop.';

/** `/admin/collections`: the curated groups of products; add, rename, fill, order and delete. */
export function CollectionsPage() {
  const collections = useQuery(adminCollectionsQueryOptions());
  const deletion = useDeleteCollection();
  const [editing, setEditing] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  const opened = panel && collections.data?.find((collection) => collection._id === panel.id);
  const { remove, formOutcome, dialog } = useRowDelete(deletion, {
    confirmation: DELETE_COLLECTION_CONFIRMATION,
  });

  function close(closing: Panel) {
    setPanel(null);
    // Back to where the owner started, not the top of the page.
    document.getElementById(panelOpenerId(closing))?.focus();
  }

  return (
    <>
      <PageHeader
        align="start"
        title="Manage Collections"
        documentTitle={cmsTitle('Manage Collections')}
        lead="Groups of products shown together on a collection page."
      />
      {dialog}
      <QueryError title="Failed to fetch collections." error={collections.error} />
      <Card variant="panel" className="mb-8">
        <CollectionForm {...formOutcome} />
      </Card>
      {collections.isLoading ? <Loading label="Loading collections…" /> : null}
      {collections.data && collections.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No collections yet.
        </p>
      ) : null}
      {collections.data && collections.data.length > 0 ? (
        <CollectionTable
          collections={collections.data}
          editing={editing}
          setEditing={setEditing}
          open={setPanel}
          remove={remove}
          deleting={deletion.isPending ? deletion.variables : undefined}
          formOutcome={formOutcome}
        />
      ) : null}
      {panel && opened && panel.kind === 'order' ? (
        <CollectionOrder key={opened._id} collection={opened} onDone={() => close(panel)} />
      ) : null}
      {panel && opened && panel.kind === 'products' ? (
        <CollectionProducts key={opened._id} collection={opened} onDone={() => close(panel)} />
      ) : null}
    </>
  );
}
