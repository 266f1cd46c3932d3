import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { canSaveForOffline, isSaved, removeSaved, savePage } from '@/lib/saved-for-offline';

type State = 'unknown' | 'saved' | 'not-saved' | 'busy' | 'failed';

/**
 * "Save for offline" on a page made for reading (a prayer, a post, a day): keeps it on this
 * device, to open without a connection, until "Remove from offline" is chosen. Shown only where
 * the browser can keep it, once the page has come to life (the server cannot know).
 */
export function SaveOfflineButton({ className }: { className?: string }) {
  const [state, setState] = useState<State>('unknown');
  const address = () => location.pathname + location.search;

  useEffect(() => {
    if (!canSaveForOffline()) return;
    isSaved(address()).then(
      (saved) => setState(saved ? 'saved' : 'not-saved'),
      () => undefined,
    );
  }, []);

  if (state === 'unknown') return null;
  const toggle = async () => {
    const saved = state === 'saved';
    setState('busy');
    try {
      await (saved ? removeSaved(address()) : savePage(address()));
      setState(saved ? 'not-saved' : 'saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2 print:hidden', className)}>
      <Button
        variant="secondary"
        size="sm"
        disabled={state === 'busy'}
        onClick={() => void toggle()}
      >
        {state === 'saved' ? 'Remove from offline' : 'Save for offline'}
      </Button>
      <span role="status" className="text-sm text-ink-700">
        {state === 'saved' && 'Saved on this device: it opens without a connection.'}
        {state === 'failed' && 'This page could not be saved. Please try again when online.'}
      </span>
    </span>
  );
}
