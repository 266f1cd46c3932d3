import { useDeferredValue, useEffect, useState } from 'react';
import { FormattedText } from '@/components/formatted-text';

type Render = (source: string) => string;

/**
 * The description as the product page will show it, rendered as the api renders it when saving
 * (packages/markdown: same parser, link and picture rules). The renderer is its own chunk,
 * fetched when a product form first opens, so no other page pays for it.
 */
export function MarkdownPreview({ source }: { source: string }) {
  const [render, setRender] = useState<Render | null>(null);
  const [failed, setFailed] = useState(false);
  const deferred = useDeferredValue(source);

  useEffect(() => {
    let live = true;
    import('@ministry/markdown').then(
      ({ renderMarkdown }) => {
        if (live) setRender(() => renderMarkdown);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  let body;
  if (failed) body = <p className="text-sm text-red-700">The preview could not be loaded.</p>;
  else if (!render) body = <p className="text-sm text-ink-500">Loading preview…</p>;
  else if (!deferred.trim()) body = <p className="text-sm text-ink-500">Nothing to preview yet.</p>;
  else body = <FormattedText html={render(deferred)} />;

  return (
    <section
      aria-label="Description preview"
      className="min-h-40 rounded-md border border-parchment-300 bg-white p-4"
    >
      {body}
    </section>
  );
}
