import { useEffect } from 'react';
import type { Prerender } from '@/lib/prerender';
import { AppProvider } from './provider';
import { AppRouter } from './router';

interface AppProps {
  prerender?: Prerender | null;
  /** Called once the app is on screen and answering (after hydration, on a server-rendered page). */
  onLive?: () => void;
}

export function App({ prerender = null, onLive }: AppProps) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <AppProvider prerender={prerender}>
      <AppRouter />
    </AppProvider>
  );
}
