import express, { type Express } from 'express';
import { createHttpApp, finishHttpApp, healthRoutes, type Logger } from '@ministry/http';
import type { PaymentsConfig } from './env.js';

export interface AppDeps {
  config: PaymentsConfig;
  logger: Logger;
  /** Readiness: whether the database answers. */
  isReady: () => Promise<boolean>;
}

export const JSON_BODY_LIMIT = '100kb';

/** Builds the payments service; never listens (server.ts does), so tests drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const app = createHttpApp({ logger: deps.logger, trustProxy: deps.config.TRUST_PROXY });
  app.use(healthRoutes(deps.isReady));

  app.use(express.json({ limit: JSON_BODY_LIMIT }));

  return finishHttpApp(app, deps.logger);
}
