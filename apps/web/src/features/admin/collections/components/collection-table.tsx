import type { AdminCollection } from '@ministry/contracts';
import { Button, DeleteButton } from '@/components/ui/button';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import type { OutcomeLink } from '../../lib/latest-outcome';
import { CollectionForm } from './collection-form';

/** What a row can open below the table: its products (add, remove) or their order. */
export type Panel = { kind: 'products' | 'order'; id: string };

/** The button that opened a panel, which takes the focus back when it closes. */
export const panelOpenerId = ({ kind, id }: Panel) => `${kind}-${id}`;

interface CollectionTableProps {
  collections: AdminCollection[];
  editing: string | null;
  setEditing: (id: string | null) => void;
  open: (panel: Panel) => void;
  remove: (id: string) => void;
  deleting: string | undefined;
  formOutcome: OutcomeLink;
}

export function CollectionTable({
  collections,
  editing,
  setEditing,
  open,
  remove,
  deleting,
  formOutcome,
}: CollectionTableProps) {
  return (
    <DataTable caption="Collections" columns={['Name', 'Products', 'Actions']}>
      {collections.map((collection) => (
        <DataRow key={collection._id}>
          <DataCell label="Name" className="font-medium text-ink-900">
            {editing === collection._id ? (
              <CollectionForm
                collection={collection}
                onDone={() => setEditing(null)}
                {...formOutcome}
              />
            ) : (
              <span>
                {collection.name}
                <span className="block text-xs font-normal text-ink-500">
                  /collection/{collection.slug}
                </span>
              </span>
            )}
          </DataCell>
          <DataCell label="Products">{collection.products.length}</DataCell>
          <DataCell label="Actions">
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Rename ${collection.name}`}
                onClick={() => setEditing(collection._id)}
              >
                Rename
              </Button>
              <Button
                size="sm"
                variant="secondary"
                id={panelOpenerId({ kind: 'products', id: collection._id })}
                aria-label={`Choose products of ${collection.name}`}
                onClick={() => open({ kind: 'products', id: collection._id })}
              >
                Products
              </Button>
              {collection.products.length > 1 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  id={panelOpenerId({ kind: 'order', id: collection._id })}
                  aria-label={`Order ${collection.name}`}
                  onClick={() => open({ kind: 'order', id: collection._id })}
                >
                  Order
                </Button>
              ) : null}
              <DeleteButton
                name={collection.name}
                pending={deleting === collection._id}
                disabled={deleting !== undefined}
                onClick={() => remove(collection._id)}
              />
            </div>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
