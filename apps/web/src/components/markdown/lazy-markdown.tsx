import { lazy, Suspense, useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useServerMarkup } from '@/lib/prerender';

// The markdown renderer is a large library: it loads only on pages that show formatted text.
const Markdown = lazy(() => import('./markdown'));

function MarkdownFallback() {
  return (
    <div className="space-y-2" aria-hidden="true">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}

/**
 * Formatted text from markdown, with the renderer loaded on first use. On a page rendered by
 * the server the formatted text is already there: it is kept as it is, so opening the page does
 * not load and run the renderer just to produce the same markup again.
 */
export function LazyMarkdown({ children }: { children: string }) {
  const id = `markdown${useId()}`;
  const serverMarkup = useServerMarkup(id);
  if (serverMarkup !== undefined) {
    return <div id={id} dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
  }
  return (
    <div id={id}>
      <Suspense fallback={<MarkdownFallback />}>
        <Markdown>{children}</Markdown>
      </Suspense>
    </div>
  );
}
