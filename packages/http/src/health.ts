import { Router } from 'express';

/**
 * `/healthz`: the process is up. `/readyz`: it can serve, i.e. its database answers; a load
 * balancer stops sending traffic while it fails.
 */
export function healthRoutes(isReady: () => Promise<boolean>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await isReady().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  return router;
}
