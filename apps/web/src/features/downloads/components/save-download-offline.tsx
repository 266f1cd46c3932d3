import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { savedFileAddress } from '@/lib/offline';
import { canSaveForOffline, isSaved, removeSaved, saveFile } from '@/lib/saved-for-offline';

type State = 'unknown' | 'saved' | 'not-saved' | 'busy' | 'failed';

/**
 * "Save for offline" beside a bought download: the file is fetched the way the Download button
 * gets it (the page's own action, a fresh link) and kept on this device, where "Open saved
 * copy" opens it without a connection and the offline page lists it.
 */
export function SaveDownloadOffline({ itemId, title }: { itemId: string; title: string }) {
  const [state, setState] = useState<State>('unknown');
  const address = savedFileAddress(itemId);

  useEffect(() => {
    if (!canSaveForOffline()) return;
    isSaved(address).then(
      (saved) => setState(saved ? 'saved' : 'not-saved'),
      () => undefined,
    );
  }, [address]);

  if (state === 'unknown') return null;
  const save = async () => {
    setState('busy');
    try {
      const body = new URLSearchParams({ intent: 'download', itemId });
      await saveFile(itemId, title, await fetch('/downloads', { method: 'POST', body }));
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  const remove = async () => {
    setState('busy');
    await removeSaved(address).catch(() => undefined);
    setState('not-saved');
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {state === 'saved' ? (
        <>
          <a href={address} className="text-sm font-semibold text-burgundy-700 underline">
            Open saved copy <span className="sr-only">of {title}</span>
          </a>
          <Button variant="ghost" size="sm" onClick={() => void remove()}>
            Remove from offline <span className="sr-only">{title}</span>
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={state === 'busy'}
          onClick={() => void save()}
        >
          {state === 'busy' ? 'Saving…' : 'Save for offline'}{' '}
          <span className="sr-only">{title}</span>
        </Button>
      )}
      <span role="status" className="w-full text-sm text-ink-700 sm:w-auto">
        {state === 'saved' && 'Saved on this device.'}
        {state === 'failed' && 'It could not be saved. Please try again, or download it.'}
      </span>
    </div>
  );
}
