import { useEffect, useRef, useState } from 'react';
import type { AdminCollection, AdminProduct } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { editionName, formatLabel } from '@/lib/format';
import { useSetCollectionProducts } from '../api/collections';
import { ProductPicker } from './product-picker';

type Member = AdminCollection['products'][number];

interface CollectionProductsProps {
  collection: AdminCollection;
  onDone: () => void;
}

/**
 * Which products a collection holds, filled from the collection's own screen: found with the
 * picker and added, or removed (they stay in the shop). Each change is saved at once; a refused
 * one is undone here and its reason told in a toast. New products join at the end of the order.
 */
export function CollectionProducts({ collection, onDone }: CollectionProductsProps) {
  const save = useSetCollectionProducts(collection._id);
  const [members, setMembers] = useState(collection.products);
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  function change(next: Member[], said: string) {
    const before = members;
    setMembers(next);
    save.mutate(
      { products: next.map((member) => member._id), said },
      { onError: () => setMembers(before) },
    );
  }

  function add(product: AdminProduct) {
    const member = {
      _id: product._id,
      name: product.name,
      slug: product.slug,
      format: product.format,
      status: product.status,
    };
    change([...members, member], `${editionName(product)} added to ${collection.name}.`);
  }

  function remove(member: Member) {
    change(
      members.filter((other) => other._id !== member._id),
      `${editionName(member)} removed from ${collection.name}.`,
    );
    // Its button is gone: the focus waits on the list it left.
    listHeading.current?.focus();
  }

  return (
    <Card variant="panel" className="mt-6">
      <h2
        ref={heading}
        tabIndex={-1}
        className="mb-1 font-serif text-lg font-semibold text-burgundy-900 outline-none"
      >
        Products of {collection.name}
      </h2>
      <p className="mb-4 text-sm text-ink-500">
        Each change is saved at once. Products you add come last; change the order with Order.
      </p>
      <h3 ref={listHeading} tabIndex={-1} className="mb-2 font-semibold text-ink-900 outline-none">
        In the collection ({members.length})
      </h3>
      {members.length === 0 ? (
        <p className="text-sm text-ink-500">No products yet.</p>
      ) : (
        <ul aria-label={`Products in ${collection.name}`} className="space-y-2">
          {members.map((member) => (
            <li
              key={member._id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-parchment-300 bg-white px-3 py-2"
            >
              <span className="min-w-40 flex-1 text-sm text-ink-900">
                {member.name}
                <span className="text-ink-500"> · {formatLabel(member.format)}</span>
                {member.status !== 'live' ? (
                  <span className="text-ink-500"> · {member.status}</span>
                ) : null}
              </span>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Remove ${editionName(member)} from ${collection.name}`}
                onClick={() => remove(member)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ProductPicker
        collectionName={collection.name}
        memberIds={new Set(members.map((member) => member._id))}
        onAdd={add}
      />
      <div className="mt-4">
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </Card>
  );
}
