import { useSyncExternalStore } from 'react';
import { cn } from '@/components/ui/cn';
import {
  chooseReadingMode,
  chooseTextSize,
  currentReadingMode,
  currentTextSize,
  subscribeToReadingComfort,
  TEXT_SIZES,
  type TextSize,
} from '@/lib/reading-comfort';

const control =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const quiet = 'text-parchment-50 hover:bg-white/10';

// The server, and the browser's first render, show the defaults; the visitor's own choice (put on
// <html> before the first paint) follows as soon as the page has hydrated.
const useTextSize = () =>
  useSyncExternalStore(subscribeToReadingComfort, currentTextSize, (): TextSize => 100);
const useReadingMode = () =>
  useSyncExternalStore(subscribeToReadingComfort, currentReadingMode, () => false);

/**
 * The header's text size (100% to 200%, a step at a time) and reading mode (the page's text
 * alone, with more room between lines), both remembered on this device (lib/reading-comfort.ts).
 * At either end of the sizes a button stays focusable and says it is unavailable.
 */
export default function ReadingControls() {
  const size = useTextSize();
  const reading = useReadingMode();
  const index = TEXT_SIZES.indexOf(size);
  const smaller = TEXT_SIZES[index - 1];
  const larger = TEXT_SIZES[index + 1];
  return (
    <div
      role="group"
      aria-label="Reading comfort"
      className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-4 gap-y-1 px-4 pt-1 sm:px-6"
    >
      <div role="group" aria-label="Text size" className="flex items-center gap-1">
        <button
          type="button"
          className={cn(control, quiet)}
          aria-disabled={smaller === undefined}
          onClick={() => smaller && chooseTextSize(smaller)}
        >
          <span aria-hidden="true">A−</span>
          <span className="sr-only">Smaller text</span>
        </button>
        {/* Said when it changes; a live region without the status role, which the page's own
            outcomes ("Added to your cart.") have. */}
        <span
          aria-live="polite"
          aria-atomic="true"
          className="min-w-[4.5ch] text-center text-sm text-parchment-100 tabular-nums"
        >
          <span className="sr-only">Text size </span>
          {size}%
        </span>
        <button
          type="button"
          className={cn(control, quiet, 'text-lg')}
          aria-disabled={larger === undefined}
          onClick={() => larger && chooseTextSize(larger)}
        >
          <span aria-hidden="true">A+</span>
          <span className="sr-only">Larger text</span>
        </button>
      </div>
      <button
        type="button"
        className={cn(control, 'text-sm', reading ? 'bg-gold-300 text-ink-900' : quiet)}
        aria-pressed={reading}
        onClick={() => chooseReadingMode(!reading)}
      >
        Reading mode
      </button>
    </div>
  );
}
