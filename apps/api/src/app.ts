import express, { Router, type Express } from 'express';
import { createHttpApp, finishHttpApp, healthRoutes, type Logger } from '@ministry/http';
import type { ApiConfig } from './env.js';

export interface AppDeps {
  config: ApiConfig;
  logger: Logger;
  /** Readiness: whether the database answers. */
  isReady: () => Promise<boolean>;
}

export const JSON_BODY_LIMIT = '100kb';

/** Builds the api; never listens (server.ts does), so tests drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const app = createHttpApp({ logger: deps.logger, trustProxy: deps.config.TRUST_PROXY });
  app.use(healthRoutes(deps.isReady));

  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', api);

  return finishHttpApp(app, deps.logger);
}
