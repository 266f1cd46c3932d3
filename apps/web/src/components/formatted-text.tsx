import { cn } from '@/components/ui/cn';

/**
 * Formatted text (a post's content, a product's description) as the api rendered it from
 * markdown when it was saved: sanitized HTML, with the spec's link and picture rules applied
 * there (packages/markdown). Nothing is rendered per page view, in the server or the browser.
 */
export function FormattedText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={cn('prose-ministry', className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
