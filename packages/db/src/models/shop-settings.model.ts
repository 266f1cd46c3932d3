import mongoose from 'mongoose';
import {
  fastingTraditionSchema,
  isTimeZone,
  OWNER_ALERT_MODES,
  timeZoneSchema,
  type FastingTradition,
} from '@ministry/contracts';
import { isDuplicateKey } from '../queries.js';

/** The one document of shop settings the owner changes in the admin. */
export const SHOP_SETTINGS_ID = 'shop';

/** What a fund raises and when (dates as YYYY-MM-DD, both counted, in the owner's zone). */
const fundGoalSchema = new mongoose.Schema(
  {
    amountCents: { type: Number, required: true },
    description: String,
    label: { type: String, required: true },
    startsOn: { type: String, required: true },
    endsOn: { type: String, required: true },
  },
  { _id: false },
);

const giftFundSchema = new mongoose.Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    retired: { type: Boolean, required: true, default: false },
    goal: { type: fundGoalSchema, default: undefined },
  },
  { _id: false },
);

const shopSettingsSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    /** `each`: an email per paid order and per order needing attention; `daily`: one digest. */
    ownerAlerts: { type: String, enum: OWNER_ALERT_MODES, required: true, default: 'each' },
    /** When the owner last chose `daily`: a digest reports nothing the single alerts did. */
    dailySince: Date,
    /**
     * The end of the period the last daily digest covered. Claimed with a conditional update
     * before sending, so that two processes (or a restart) never send the same digest twice.
     */
    digestSentUpTo: Date,
    /**
     * The owner's IANA time zone: admin dates, the digest's hour, the orders CSV and post
     * scheduling are read in it. Absent until the owner first saves one (OWNER_TIME_ZONE then).
     */
    timeZone: String,
    /**
     * Whose fasting custom the calendar follows: `slavic` or `greek`. Absent until the owner
     * first saves one (Slavic usage then).
     */
    fastingTradition: { type: String, enum: fastingTraditionSchema.options },
    /**
     * The funds a donor may give to, in the giving form's order; absent until the owner first
     * saves them (payments offers its configured `GIFT_FUNDS` until then). Kept in this one
     * document so that a rename, a move or a retirement is one atomic write of the whole list.
     * A retired fund stays, so its id is never given to another fund.
     */
    giftFunds: {
      type: [giftFundSchema],
      default: undefined,
    },
  },
  { versionKey: false, timestamps: true },
);

export type ShopSettingsRecord = mongoose.InferSchemaType<typeof shopSettingsSchema>;

export const ShopSettingsModel = mongoose.model('ShopSettings', shopSettingsSchema);

/** The settings, created with their defaults the first time they are read. */
export async function readShopSettings(): Promise<ShopSettingsRecord> {
  try {
    const settings = await ShopSettingsModel.findOneAndUpdate(
      { _id: SHOP_SETTINGS_ID },
      { $setOnInsert: { ownerAlerts: 'each' } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    if (settings) return settings;
  } catch (error) {
    // Two first reads at once: one created the document, the other reads it.
    if (!isDuplicateKey(error)) throw error;
  }
  const settings = await ShopSettingsModel.findById(SHOP_SETTINGS_ID).lean();
  if (!settings) throw new Error('shop settings could not be created');
  return settings;
}

/**
 * OWNER_TIME_ZONE, for the env schema of each service that reads times in the owner's zone (the
 * api schedules posts in it, payments times the digest and writes the CSV in it): the zone until
 * the owner saves one in the admin.
 */
export const ownerTimeZoneEnvShape = {
  OWNER_TIME_ZONE: timeZoneSchema.default('UTC'),
};

/**
 * The owner's time zone: the one saved in the admin, else the configured OWNER_TIME_ZONE
 * (`fallback`). A saved zone this runtime no longer knows falls back too.
 */
export async function readOwnerTimeZone(fallback: string): Promise<string> {
  const saved = (await readShopSettings()).timeZone;
  return saved && isTimeZone(saved) ? saved : fallback;
}

export async function saveOwnerTimeZone(timeZone: string): Promise<void> {
  await readShopSettings();
  await ShopSettingsModel.updateOne({ _id: SHOP_SETTINGS_ID }, { $set: { timeZone } });
}

/** The fasting tradition until the owner chooses one. */
export const DEFAULT_FASTING_TRADITION: FastingTradition = 'slavic';

/**
 * The owner's fasting tradition. Read on every public calendar answer, so it is a plain read
 * (no document created), falling back to Slavic usage when none is saved.
 */
export async function readFastingTradition(): Promise<FastingTradition> {
  const settings = await ShopSettingsModel.findById(SHOP_SETTINGS_ID, {
    fastingTradition: 1,
  }).lean();
  const saved = fastingTraditionSchema.safeParse(settings?.fastingTradition);
  return saved.success ? saved.data : DEFAULT_FASTING_TRADITION;
}

export async function saveFastingTradition(tradition: FastingTradition): Promise<void> {
  await readShopSettings();
  await ShopSettingsModel.updateOne(
    { _id: SHOP_SETTINGS_ID },
    { $set: { fastingTradition: tradition } },
  );
}
