import { useRef, useState } from 'react';

/**
 * Runs one async action at a time: while it is pending, further calls are ignored (no double
 * submit even before React re-renders the disabled button). `pending` holds the key of the action
 * under way (e.g. the id of the row being deleted), or `null`.
 */
export function usePending<K extends string = string>() {
  const [pending, setPending] = useState<K | null>(null);
  const running = useRef(false);

  async function run(key: K, action: () => Promise<void>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPending(key);
    try {
      await action();
    } finally {
      running.current = false;
      setPending(null);
    }
  }

  return { pending, run };
}
