import cors from 'cors';
import express, { Router, type Express } from 'express';
import { createHttpApp, finishHttpApp, healthRoutes, type Logger } from '@ministry/http';
import type { CatalogueVersionWatcher } from '@ministry/db';
import { createMailer, mailTransportFor, type Mailer } from '@ministry/mail';
import type { ApiConfig } from './env.js';
import { authFromConfig, authRoutes } from './features/auth/index.js';
import { categoriesAnswers, categoriesRoutes } from './features/categories/index.js';
import { postsAnswers, postsRoutes, removeCategoryFromPosts } from './features/posts/index.js';
import { usersRoutes } from './features/users/users.routes.js';
import {
  catalogueAdminRoutes,
  catalogueAnswers,
  catalogueRoutes,
  onCatalogueChange,
} from './features/catalogue/index.js';
import { auditRoutes } from './features/audit/index.js';
import { contactFromConfig, contactRoutes } from './features/contact/index.js';
import { downloadsFromConfig, downloadsRoutes } from './features/downloads/index.js';
import { calendarRoutes, fastingTraditionRoutes } from './features/calendar/index.js';
import { messagesRoutes } from './features/messages/messages.routes.js';
import {
  backupStorageFromConfig,
  storageFromConfig,
  uploadLimits,
  uploadsRoutes,
  type FileStorage,
} from './features/uploads/index.js';
import { contentChanged, discoveryRoutes } from './features/discovery/index.js';
import {
  IMPORT_BODY_LIMIT,
  subscribersAdminRoutes,
  subscribersFromConfig,
  subscribersRoutes,
} from './features/subscribers/index.js';
import { createAnswerCache } from './http/answer-cache.js';
import type { CachedAnswers } from './http/cached-answers.js';
import mongoose from 'mongoose';
import { shopFolders } from './backup/backup.js';
import { backupsRoutes } from './backup/backups.routes.js';
import { randomBytes } from 'node:crypto';
import {
  emailsReceivedBy,
  newslettersFromConfig,
  newslettersRoutes,
  type NewslettersDeps,
} from './features/newsletters/index.js';
import { createBackups, type Backups } from './backup/backups.service.js';

export interface AppDeps {
  config: ApiConfig;
  logger: Logger;
  /** Readiness: whether the database answers. */
  isReady: () => Promise<boolean>;
  /** Sends contact messages and subscription confirmations; by default SMTP_URL, or the DATA_DIR outbox. */
  mailer?: Mailer;
  /** The clock sign-in delays, post schedules and "today" are counted by (tests set it). */
  now?: () => Date;
  /** Where uploads live; by default the configuration's (DATA_DIR/uploads or S3_BUCKET). */
  storage?: FileStorage;
  /**
   * The database's catalogue version (server.ts watches it): cached catalogue answers drop when
   * another process changes the catalogue. Without it only this process's writes drop them.
   */
  catalogueVersions?: CatalogueVersionWatcher;
  /** Backups (server.ts shares them with the nightly schedule); by default made from the config. */
  backups?: Backups;
  /** Test only: ignore this process's own writes, as a second process would (http/answer-cache.ts). */
  followLocalCatalogueWrites?: boolean;
  /**
   * Newsletters: their transport (server.ts shares it with the queue), the links' secret
   * (SUBSCRIBER_LINK_SECRET) and how sends are queued; by default from the config.
   */
  newsletters?: {
    transport?: NewslettersDeps['transport'];
    linkSecret?: string;
    enqueue?: NewslettersDeps['enqueue'];
  };
}

export const JSON_BODY_LIMIT = '100kb';

/** Backups of the database the app is connected to and of the config's files. */
export function backupsFromConfig(
  config: ApiConfig,
  logger: Logger,
  uploads: FileStorage = storageFromConfig(config),
  now?: () => Date,
): Backups {
  return createBackups({
    db: () => {
      if (!mongoose.connection.db) throw new Error('backup: not connected to a database');
      return mongoose.connection.db;
    },
    folders: shopFolders(config, uploads),
    storage: backupStorageFromConfig(config),
    keepDays: config.BACKUP_KEEP_DAYS,
    logger,
    ...(now ? { now } : {}),
  });
}

/** Builds the api; never listens (server.ts does), so tests drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const app = createHttpApp({
    logger: deps.logger,
    trustProxy: deps.config.TRUST_PROXY,
    internalProxySecret: deps.config.INTERNAL_PROXY_SECRET,
  });
  app.use(healthRoutes(deps.isReady));

  // Public answers the routers declare are served from memory, ahead of the chain (installed last).
  const answers = createAnswerCache({
    logger: deps.logger,
    versions: deps.catalogueVersions,
    followLocalWrites: deps.followLocalCatalogueWrites,
    now: deps.now,
  });
  const api = Router();
  /** Mounts a router under /api, with the public answers it lets the cache keep. */
  const mount = (path: string, router: Router, ...cached: CachedAnswers[]) => {
    api.use(path, router);
    for (const declared of cached) answers.keep(`/api${path}`, declared);
  };
  // The web is served from this origin in production; other sites' pages may not call in.
  api.use(cors({ origin: deps.config.WEB_ORIGIN }));
  // A subscriber import's CSV may be larger than any other body (parsed once: the next skips it).
  api.use('/subscribers/import', express.json({ limit: IMPORT_BODY_LIMIT }));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  const auth = authFromConfig(deps.config);
  api.use('/users', authRoutes(auth, { now: deps.now }), usersRoutes(auth));
  mount(
    '/posts',
    postsRoutes(auth, {
      now: deps.now,
      onPublished: contentChanged,
      timeZone: deps.config.OWNER_TIME_ZONE,
    }),
    postsAnswers,
  );
  const categories = categoriesRoutes(auth, { onDeleted: removeCategoryFromPosts });
  mount('/categories', categories, categoriesAnswers);
  mount('/', catalogueRoutes(), ...catalogueAnswers);
  api.use(catalogueAdminRoutes(auth));
  api.use(auditRoutes(auth));
  const storage = deps.storage ?? storageFromConfig(deps.config);
  api.use(uploadsRoutes(auth, { storage, logger: deps.logger, limits: uploadLimits(deps.config) }));
  api.use(downloadsRoutes(downloadsFromConfig(deps.config, deps.logger, storage)));
  const mailer =
    deps.mailer ?? createMailer(mailTransportFor(deps.config), (line) => deps.logger.info(line));
  api.use(contactRoutes(contactFromConfig(deps.config, deps.logger, mailer)));
  const subscribers = subscribersFromConfig(deps.config, deps.logger, mailer, deps.now);
  api.use(subscribersRoutes(subscribers));
  // A subscriber's page lists the emails the newsletters sent them (newsletters build on
  // subscribers, so the app hands the reader in rather than subscribers importing it).
  api.use(subscribersAdminRoutes(auth, subscribers, { emailsReceived: emailsReceivedBy }));
  api.use(calendarRoutes(deps.config.DEFAULT_CALENDAR, deps.now, deps.config.WEB_ORIGIN));
  api.use(fastingTraditionRoutes(auth));
  api.use('/messages', messagesRoutes(auth));
  const backups = deps.backups ?? backupsFromConfig(deps.config, deps.logger, storage, deps.now);
  api.use(backupsRoutes(auth, backups, { secret: deps.config.JWT_SECRET, now: deps.now }));
  // Search, the sitemap and the feed follow every catalogue write (one listener: a Set keeps it once).
  onCatalogueChange(contentChanged);
  api.use(discoveryRoutes(deps.config));
  const newsletters = newslettersFromConfig(deps.config, {
    logger: deps.logger,
    ...deps.newsletters,
    ...(deps.now ? { now: deps.now } : {}),
  });
  // server.ts always resolves the token (DATA_DIR/secrets in development); without one, no call passes.
  const webhookToken = deps.config.POSTMARK_WEBHOOK_TOKEN ?? randomBytes(32).toString('base64url');
  api.use('/newsletters', newslettersRoutes(auth, newsletters, webhookToken));
  app.use('/api', api);

  finishHttpApp(app, deps.logger);
  answers.install(app);
  return app;
}
