import { isTimeZone } from '@ministry/contracts';
import { readShopSettings, SHOP_SETTINGS_ID, ShopSettingsModel } from '@ministry/db';

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
