import { Button } from './button';
import { cn } from './cn';

/**
 * Prints the page: the print stylesheet (index.css) leaves only its text, in the site's serif,
 * with its links written out. Not on paper itself.
 */
export function PrintButton({ className }: { className?: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={cn('print:hidden', className)}
      onClick={() => window.print()}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
      </svg>
      Print
    </Button>
  );
}
