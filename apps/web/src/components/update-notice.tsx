import { createRoot } from 'react-dom/client';
import { Button } from '@/components/ui/button';

/**
 * "A new version of the site is available": shown when a new build's service worker waits to
 * take over (lib/service-worker.ts). Reload hands it the page now; otherwise it takes over at
 * the next visit.
 */
export function UpdateNotice({
  onReload,
  onDismiss,
}: {
  onReload: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border border-gold-400 bg-parchment-50 px-4 py-3 text-ink-900 shadow-lg print:hidden"
    >
      <p className="text-base">A new version of the site is available.</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onReload}>
          Reload
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          Later
        </Button>
      </div>
    </div>
  );
}

/**
 * Shows the notice in a React root of its own at the end of <body>: the app's tree carries
 * nothing for a notice most visits never show.
 */
export function showUpdateNotice(onReload: () => void): void {
  const holder = document.body.appendChild(document.createElement('div'));
  const notice = createRoot(holder);
  const onDismiss = () => {
    notice.unmount();
    holder.remove();
  };
  notice.render(<UpdateNotice onReload={onReload} onDismiss={onDismiss} />);
}
