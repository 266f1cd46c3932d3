import { useEffect, useRef, useState } from 'react';
import type { AdminCollection } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { messageOr } from '@/lib/error-message';
import { editionName, formatLabel } from '@/lib/format';
import { useReorderCollection } from '../api/collections';

type Direction = 'up' | 'down';

interface CollectionOrderProps {
  collection: AdminCollection;
  onDone: () => void;
}

/**
 * The order of a collection's products on its page, changed with "Move up" and "Move down"
 * (keyboard and screen reader friendly: focus stays with the moved product and the new place is
 * announced). Each move is saved at once.
 */
export function CollectionOrder({ collection, onDone }: CollectionOrderProps) {
  const reorder = useReorderCollection(collection._id);
  const [products, setProducts] = useState(collection.products);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [products]);

  function move(index: number, direction: Direction) {
    const target = direction === 'up' ? index - 1 : index + 1;
    const moved = products[index];
    const other = products[target];
    if (!moved || !other) return;
    const next = [...products];
    next[target] = moved;
    next[index] = other;
    // The button pressed moves with its product; at an end, its opposite takes the focus.
    const atEnd = direction === 'up' ? target === 0 : target === next.length - 1;
    focusNext.current = `${moved._id}:${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`;
    setProducts(next);
    setError(null);
    setAnnouncement(`${editionName(moved)} moved to position ${target + 1} of ${next.length}.`);
    reorder.mutate(
      next.map((product) => product._id),
      {
        onError: (failure) => {
          setError(messageOr(failure, 'Failed to save the order.'));
          setProducts(collection.products);
          setAnnouncement('');
        },
      },
    );
  }

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <Card variant="panel" className="mt-6">
      <h2
        ref={heading}
        tabIndex={-1}
        className="mb-1 font-serif text-lg font-semibold text-burgundy-900 outline-none"
      >
        Order of {collection.name}
      </h2>
      <p className="mb-4 text-sm text-ink-500">
        The collection page shows its products in this order. Each move is saved at once.
      </p>
      <ErrorAlert messages={[error]} />
      <ol aria-label={`Products of ${collection.name}, in order`} className="space-y-2">
        {products.map((product, index) => (
          <li
            key={product._id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-parchment-300 bg-white px-3 py-2"
          >
            <span aria-hidden="true" className="w-6 text-sm font-semibold text-ink-500">
              {index + 1}.
            </span>
            <span className="min-w-40 flex-1 text-sm text-ink-900">
              {product.name}
              <span className="text-ink-500"> · {formatLabel(product.format)}</span>
              {product.status === 'live' ? null : (
                <span className="text-ink-500"> · {product.status}</span>
              )}
            </span>
            <span className="flex gap-2">
              {(['up', 'down'] as const).map((direction) => (
                <button
                  key={direction}
                  ref={register(`${product._id}:${direction}`)}
                  type="button"
                  className={buttonStyles('secondary', 'sm')}
                  disabled={direction === 'up' ? index === 0 : index === products.length - 1}
                  onClick={() => move(index, direction)}
                >
                  Move {direction}
                  <span className="sr-only">: {editionName(product)}</span>
                </button>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
        <p role="status" className="text-sm text-ink-700">
          {announcement}
          {announcement && reorder.isPending ? ' Saving…' : null}
          {announcement && reorder.isSuccess ? ' Saved.' : null}
        </p>
      </div>
    </Card>
  );
}
