import { randomBytes } from 'node:crypto';
import cors from 'cors';
import express, { type Express } from 'express';
import type { PaymentsConfig as PublicPaymentsConfig } from '@ministry/contracts';
import { civilDateIn } from '@ministry/contracts/time-zone';
import { findStaffAccount, MongoRateLimitStore, readOwnerTimeZone } from '@ministry/db';
import {
  createHttpApp,
  finishHttpApp,
  healthRoutes,
  rateLimited,
  type Logger,
} from '@ministry/http';
import { createStaffAuth, requireStaff } from '@ministry/http/staff-auth';
import type { Mailer } from '@ministry/mail';
import { checkoutRoutes } from './checkout/checkout.routes.js';
import { codesRoutes } from './codes/codes.routes.js';
import { createCodesService } from './codes/codes.service.js';
import { createCheckoutService } from './checkout/checkout.service.js';
import { demoRoutes } from './checkout/demo.routes.js';
import { createPaymentActions } from './checkout/payment-actions.js';
import { createFulfilment } from './checkout/fulfilment.js';
import { linkRulesFromConfig } from './shared/link-rules.js';
import { shippingSettingsFromConfig, shippingTerms } from './checkout/shipping.js';
import { webhookRoutes } from './checkout/webhook.routes.js';
import type { PaymentsConfig } from './env.js';
import { libraryRoutes } from './library/library.routes.js';
import { createLibraryService } from './library/library.service.js';
import { createNewEditions } from './library/new-edition.js';
import { newEditionRoutes } from './library/new-edition.routes.js';
import { createGiftManage } from './gifts/gift-manage.js';
import { giftManageRoutes } from './gifts/gift-manage.routes.js';
import { giftsRoutes } from './gifts/gifts.routes.js';
import { createGiftsService } from './gifts/gifts.service.js';
import { alertSettingsRoutes } from './orders/alert-settings.routes.js';
import { timeZoneRoutes } from './orders/time-zone.routes.js';
import { createOwnerAlerts } from './orders/owner-alerts.js';
import { ordersRoutes } from './orders/orders.routes.js';
import { createOrdersService } from './orders/orders.service.js';
import { createRefundRecorder } from './orders/refund-recorder.js';
import {
  createPaymentProvider,
  isDemo,
  receivesWebhooks,
  type ConfiguredProvider,
} from './providers/index.js';

export interface AppDeps {
  config: PaymentsConfig;
  logger: Logger;
  /** Readiness: whether the database answers. */
  isReady: () => Promise<boolean>;
  mailer: Mailer;
  /** Signs download links (DOWNLOAD_SECRET, or the shared development value). */
  downloadSecret: string;
  /**
   * Verifies staff tokens (the api's JWT_SECRET). server.ts always resolves one; an app built
   * without one, as most tests are, accepts no staff token at all.
   */
  jwtSecret?: string;
  /** Checkout sessions one address may start per minute. */
  checkoutRateLimit?: number;
  now?: () => Date;
  /** Another provider than the configuration's: tests play a crash in the middle of a call. */
  provider?: ConfiguredProvider;
}

export const JSON_BODY_LIMIT = '100kb';
export const CHECKOUT_SESSIONS_PER_MINUTE = 30;

/** Builds the payments service; never listens (server.ts does), so tests drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const provider = deps.provider ?? createPaymentProvider(config, now);
  const alerts = createOwnerAlerts({
    mailer: deps.mailer,
    ownerEmail: config.OWNER_EMAIL,
    webOrigin: config.WEB_ORIGIN,
    logger,
  });
  const refunds = createRefundRecorder({
    provider,
    mailer: deps.mailer,
    supportEmail: config.SUPPORT_EMAIL,
    logger,
    now,
    alerts,
  });
  const linkRules = linkRulesFromConfig(config);
  const shipping = shippingSettingsFromConfig(config);
  const fulfilment = createFulfilment({
    alerts,
    linkRules,
    logger,
    mailer: deps.mailer,
    downloadSecret: deps.downloadSecret,
    webOrigin: config.WEB_ORIGIN,
    supportEmail: config.SUPPORT_EMAIL,
    now,
    providerMode: provider.mode,
    refunds,
  });
  // "This month" and "this year" in the owner's figures, and a gift's day, follow the owner's calendar.
  const ownerTimeZone = () => readOwnerTimeZone(config.OWNER_TIME_ZONE);
  // The owner's day; a preview's `SITE_DATE` when set (never in production: see env.ts).
  const today = async () => config.SITE_DATE ?? civilDateIn(now(), await ownerTimeZone());
  const codes = createCodesService();
  const service = createCheckoutService({
    provider,
    fulfilment,
    webOrigin: config.WEB_ORIGIN,
    shipping,
    logger,
    ownerTimeZone,
    codes,
    today,
    now,
  });
  const orders = createOrdersService({
    ownerTimeZone,
    refunds,
    refundSource: receivesWebhooks(provider) ? provider : undefined,
    linkRules,
    mailer: deps.mailer,
    downloadSecret: deps.downloadSecret,
    webOrigin: config.WEB_ORIGIN,
    supportEmail: config.SUPPORT_EMAIL,
    logger,
    now,
    alerts,
  });
  const library = createLibraryService({
    mailer: deps.mailer,
    logger,
    downloadSecret: deps.downloadSecret,
    webOrigin: config.WEB_ORIGIN,
    supportEmail: config.SUPPORT_EMAIL,
    now,
    linkRules,
  });
  const newEditions = createNewEditions({
    mailer: deps.mailer,
    logger,
    webOrigin: config.WEB_ORIGIN,
    supportEmail: config.SUPPORT_EMAIL,
    now,
  });
  const gifts = createGiftsService({
    ownerTimeZone,
    provider,
    settings: {
      minDollars: config.GIFT_MIN_DOLLARS,
      maxDollars: config.GIFT_MAX_DOLLARS,
      presets: config.GIFT_PRESETS,
      funds: config.GIFT_FUNDS,
      cardFee: { percent: config.CARD_FEE_PERCENT, fixedCents: config.CARD_FEE_FIXED_CENTS },
    },
    mailer: deps.mailer,
    webOrigin: config.WEB_ORIGIN,
    supportEmail: config.SUPPORT_EMAIL,
    logger,
    now,
  });
  const giftManage = createGiftManage({
    provider,
    gifts,
    settings: { minDollars: config.GIFT_MIN_DOLLARS, maxDollars: config.GIFT_MAX_DOLLARS },
    mailer: deps.mailer,
    webOrigin: config.WEB_ORIGIN,
    supportEmail: config.SUPPORT_EMAIL,
    logger,
    now,
  });
  const jwtSecret = deps.jwtSecret ?? config.JWT_SECRET ?? randomBytes(48).toString('base64url');
  // The api issues staff tokens; payments checks them the api's way, against the same accounts.
  const staff = createStaffAuth({ secret: jwtSecret, findAccount: findStaffAccount });
  const publicConfig: PublicPaymentsConfig = provider.publicConfig;
  const act = createPaymentActions({ service, orders, gifts, logger });

  const app = createHttpApp({
    logger,
    trustProxy: config.TRUST_PROXY,
    internalProxySecret: config.INTERNAL_PROXY_SECRET,
  });
  app.use(healthRoutes(deps.isReady));
  app.use(cors({ origin: config.WEB_ORIGIN, methods: ['GET', 'POST', 'PATCH'] }));

  // Stripe signs the raw bytes: the webhook reads its body itself, before the JSON parser.
  if (receivesWebhooks(provider)) app.use(webhookRoutes({ provider, act }));

  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  const checkoutLimiter = rateLimited({
    windowMs: 60_000,
    limit: deps.checkoutRateLimit ?? CHECKOUT_SESSIONS_PER_MINUTE,
    // Counted in MongoDB, so that the limit holds across every payments process. It is what
    // slows card testing, so a database that cannot count refuses (a 503): a checkout needs
    // the database for its order anyway.
    store: new MongoRateLimitStore('checkout'),
    passOnStoreError: false,
    message: 'Too many checkout attempts. Please wait a minute and try again.',
  });
  app.use(ordersRoutes({ orders, staff, timeZone: config.OWNER_TIME_ZONE }));
  app.use(timeZoneRoutes({ staff, fallback: config.OWNER_TIME_ZONE }));
  app.use(
    alertSettingsRoutes({
      staff,
      ownerEmail: config.OWNER_EMAIL,
      digestHour: config.OWNER_DIGEST_HOUR,
      now,
    }),
  );
  app.use(
    checkoutRoutes({ service, publicConfig, shipping: shippingTerms(shipping), checkoutLimiter }),
  );
  app.use(
    giftsRoutes({
      gifts,
      checkoutLimiter,
      requireAdmin: requireStaff(staff, {
        roles: ['admin'],
        refusal: 'Only admins may manage orders.',
      }),
    }),
  );
  app.use(giftManageRoutes({ manage: giftManage, logger, demo: provider.capabilities.isDemo }));
  app.use(libraryRoutes({ library, logger }));
  app.use(newEditionRoutes({ newEditions, staff }));
  app.use(codesRoutes({ codes, staff }));
  if (isDemo(provider)) app.use(demoRoutes({ demo: provider, act }));

  return finishHttpApp(app, logger);
}
