export { connectDatabase, type Database, type DatabaseOptions } from './connection.js';
export { chooseEngine, findMongodBinary, type DbEngine, type EngineChoice } from './engine.js';
export { databaseEnvShape, refineDatabaseEnv } from './env.js';
export { publicJson } from './models/json.js';
export { escapeRegExp, isDuplicateKey, trusted, type DuplicateKeyError } from './queries.js';
export { ProductModel, toProductDto, type ProductRecord } from './models/product.model.js';
export { PRODUCT_MARKDOWN } from './models/product.model.js';
export { audioAttachmentSchema } from './models/audio-attachment.js';
export {
  fillMissingHtml,
  renderedMarkdown,
  type MarkdownFields,
} from './models/rendered-markdown.js';
export { hasDelivery, onSale } from './models/product.model.js';
export {
  CollectionModel,
  toCollectionDto,
  type CollectionRecord,
} from './models/collection.model.js';
export { PearlModel, toPearlDto, type PearlRecord } from './models/pearl.model.js';
export { ContactMessageModel, type ContactMessageRecord } from './models/contact-message.model.js';
export {
  DownloadGrantModel,
  useDownloadGrant,
  type DownloadGrantRecord,
} from './models/download-grant.model.js';
export {
  ORDER_STATUSES,
  OrderModel,
  type OrderLineRecord,
  type OrderRecord,
  type OrderStatus,
  STOCK_HOLD_STATES,
  type StockHoldState,
} from './models/order.model.js';
export {
  ATTENTION_KINDS,
  ORDER_EVENT_TYPES,
  type AttentionKind,
  type OrderActor,
  type OrderEventRecord,
  type OrderEventType,
  type OrderRefundRecord,
} from './models/order.model.js';
export {
  CounterModel,
  FIRST_ORDER_NUMBER,
  nextOrderNumber,
  nextSequence,
} from './models/counter.model.js';
export {
  downloadPath,
  signDownloadToken,
  verifyDownloadToken,
  type DownloadTokenCheck,
  type DownloadTokenClaims,
} from './downloads/download-token.js';
export {
  DEFAULT_FASTING_TRADITION,
  ownerTimeZoneEnvShape,
  readFastingTradition,
  readOwnerTimeZone,
  readShopSettings,
  saveFastingTradition,
  saveOwnerTimeZone,
  SHOP_SETTINGS_ID,
  ShopSettingsModel,
  type ShopSettingsRecord,
} from './models/shop-settings.model.js';
export {
  bumpCatalogueVersion,
  CatalogueVersionModel,
  readCatalogueVersion,
  watchCatalogueVersion,
  type CatalogueVersionWatcher,
} from './catalogue-version.js';
export { catalogueWrites, onCatalogueWrite } from './catalogue-writes.js';
export { findStaffAccount, UserModel, type UserRecord } from './models/user.model.js';
export { MongoRateLimitStore, RateLimitHitModel } from './rate-limit-store.js';
