import type { Prerender } from '@/lib/prerender';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ prerender = null }: { prerender?: Prerender | null }) {
  return (
    <AppProvider prerender={prerender}>
      <AppRouter />
    </AppProvider>
  );
}
