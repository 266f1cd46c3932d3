import './lib/zod-setup';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { preloadPage } from './app/routes';
import { loadContracts } from './lib/contracts';
import { HydratedPrerender } from './lib/prerender';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Start loading the contracts now, alongside the first render: the first answers need them.
void loadContracts();

// Public pages arrive rendered by the server with their data: hydrate them. The app shell
// (checkout, admin) arrives empty: render it here.
const prerender = HydratedPrerender.fromDocument(document);
// Once the app is live (hydrated, or rendered here), the browser tests may use the page.
const markLive = () => {
  document.documentElement.dataset.app = 'live';
};
const app = (
  <StrictMode>
    <App prerender={prerender} onLive={markLive} />
  </StrictMode>
);
if (prerender && root.hasChildNodes()) {
  await preloadPage(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; the page is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // The server's answers describe the page as it was opened; any later page loads afresh.
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === 'default') return;
    prerender.expire();
    stopWatching();
  });
} else {
  createRoot(root).render(app);
}
