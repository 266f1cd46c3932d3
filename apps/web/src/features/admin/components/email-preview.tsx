import { useState } from 'react';
import type { NewsletterPreview } from '@ministry/contracts';
import { cn } from '@/components/ui/cn';

/** The widths an email is read at: a desktop client's 600 px column, a phone's 375 px. */
export const PREVIEW_WIDTHS = { desktop: 600, phone: 375 } as const;
type Width = keyof typeof PREVIEW_WIDTHS;

const LABELS: Record<Width, string> = { desktop: 'Desktop', phone: 'Phone' };

/**
 * An email as a subscriber will see it: its subject, its HTML in a sandboxed frame (no scripts,
 * no access to the admin's page) at a desktop or a phone width, and its plain-text part.
 */
export function EmailPreview({ preview }: { preview: NewsletterPreview }) {
  const [width, setWidth] = useState<Width>('desktop');
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <span className="font-semibold text-ink-700">Subject: </span>
        <span className="wrap-anywhere">{preview.subject}</span>
      </p>
      <div role="group" aria-label="Preview width" className="flex flex-wrap gap-2">
        {(Object.keys(PREVIEW_WIDTHS) as Width[]).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={width === option}
            onClick={() => setWidth(option)}
            className={cn(
              'min-h-9 rounded-md border px-3 text-sm font-semibold',
              width === option
                ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
                : 'border-burgundy-700/40 bg-parchment-50 text-burgundy-800 hover:bg-burgundy-50',
            )}
          >
            {LABELS[option]} ({PREVIEW_WIDTHS[option]} px)
          </button>
        ))}
      </div>
      {/* The frame keeps its width on a narrow screen: the owner scrolls it sideways. */}
      <div className="overflow-x-auto rounded-md border border-parchment-300 bg-parchment-200 p-2">
        <iframe
          title={`Email preview, ${LABELS[width].toLowerCase()} width`}
          srcDoc={preview.html}
          sandbox=""
          style={{ width: PREVIEW_WIDTHS[width] }}
          className="mx-auto block h-[36rem] max-w-none border-0 bg-white"
        />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-burgundy-800">
          Plain-text part
        </summary>
        <pre className="mt-2 max-h-80 overflow-auto rounded-md border border-parchment-300 bg-white p-3 text-xs whitespace-pre-wrap">
          {preview.text}
        </pre>
      </details>
    </div>
  );
}
