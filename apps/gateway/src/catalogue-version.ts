import mongoose from 'mongoose';
import { watchCatalogueVersion } from '@ministry/db/catalogue-version';
import type { Logger } from '@ministry/http';
import type { GatewayConfig } from './env.js';

export interface CatalogueVersion {
  /** The catalogue's version stamp as last read; cached pages from another are rendered again. */
  current(): number;
  close(): Promise<void>;
}

/**
 * Watches the catalogue's version stamp in the database (the api and payments bump it on every
 * edit or sale), so a cached page drops within ~100 ms of a change instead of at the end of its
 * second. Without MONGODB_URI, or while the database cannot be reached, pages live their second.
 */
export function watchCatalogue(config: GatewayConfig, logger: Logger): CatalogueVersion | null {
  if (!config.MONGODB_URI) return null;
  // One read by _id every 100 ms: a small pool, and a quick give-up when the database is away.
  mongoose
    .connect(config.MONGODB_URI, { maxPoolSize: 2, serverSelectionTimeoutMS: 2_000 })
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'no database for the catalogue version: pages live their second');
    });
  const watcher = watchCatalogueVersion({ intervalMs: 100 });
  return {
    current: () => watcher.current(),
    async close() {
      watcher.close();
      await mongoose.disconnect();
    },
  };
}
