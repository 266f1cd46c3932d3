import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React DOM (its own chunk, see vite.config.ts) is evaluated in the task that imported this
// module; hydration starts in the next one, so neither adds its time to the other's task.
await new Promise((resume) => setTimeout(resume, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
