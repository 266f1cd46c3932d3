import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

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

/** Formatted text from markdown, with the renderer loaded on first use. */
export function LazyMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<MarkdownFallback />}>
      <Markdown>{children}</Markdown>
    </Suspense>
  );
}
