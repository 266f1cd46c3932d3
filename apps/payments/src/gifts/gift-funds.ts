import type { Fund, GiftFund, ParsedGiftFundsInput } from '@ministry/contracts';
import { slugify } from '@ministry/contracts';
import { readShopSettings, SHOP_SETTINGS_ID, ShopSettingsModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import { toCents, toDollars } from '../shared/money.js';

const invalidFunds = (path: string, message: string) =>
  AppError.badRequest(`${path} ${message}`, [{ path, message }]);

/** An id for a new fund, from its name, that no fund (retired ones included) has had. */
function newFundId(name: string, taken: Set<string>): string {
  const base = slugify(name, 60, 'fund');
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * The funds the owner keeps in the admin (the shop settings' `giftFunds`). Until the owner first
 * saves them, the configured `GIFT_FUNDS` are the list.
 */
export function createGiftFunds(configured: Fund[]) {
  async function all(): Promise<GiftFund[]> {
    const stored = (await readShopSettings()).giftFunds;
    return stored
      ? stored.map(({ id, name, retired, goal }) => ({
          id,
          name,
          retired,
          goal: goal
            ? {
                amount: toDollars(goal.amountCents),
                description: goal.description ?? undefined,
                label: goal.label,
                startsOn: goal.startsOn,
                endsOn: goal.endsOn,
              }
            : null,
        }))
      : configured.map(({ id, name }) => ({ id, name, retired: false, goal: null }));
  }

  return {
    all,

    /** What the giving form offers: the funds not retired, in the owner's order. */
    async offered(): Promise<Fund[]> {
      return (await all()).filter((fund) => !fund.retired).map(({ id, name }) => ({ id, name }));
    },

    /**
     * Saves the owner's list: renames, moves and retirements of the funds there are, and new
     * funds (given an id from their name). Every fund must stay in the list.
     */
    async replace(input: ParsedGiftFundsInput): Promise<GiftFund[]> {
      const current = await all();
      const known = new Set(current.map((fund) => fund.id));
      const listed = new Set<string>();
      input.funds.forEach((fund, index) => {
        if (fund.id === undefined) return;
        if (!known.has(fund.id) || listed.has(fund.id)) {
          throw invalidFunds(`funds.${index}.id`, 'must be one of the funds, once');
        }
        listed.add(fund.id);
      });
      const left = current.find((fund) => !listed.has(fund.id));
      if (left) {
        throw invalidFunds(
          'funds',
          `must keep “${left.name}”: retire a fund instead of removing it`,
        );
      }
      const taken = new Set(known);
      const funds = input.funds.map((fund) => ({
        id: fund.id ?? newFundId(fund.name, taken),
        name: fund.name,
        retired: fund.retired,
        goal: fund.goal,
      }));
      const stored = funds.map(({ goal, ...fund }) => ({
        ...fund,
        ...(goal
          ? {
              goal: {
                amountCents: toCents(goal.amount),
                description: goal.description,
                label: goal.label,
                startsOn: goal.startsOn,
                endsOn: goal.endsOn,
              },
            }
          : {}),
      }));
      // `all()` read (so created) the settings document.
      await ShopSettingsModel.updateOne({ _id: SHOP_SETTINGS_ID }, { $set: { giftFunds: stored } });
      return funds;
    },
  };
}

export type GiftFundsStore = ReturnType<typeof createGiftFunds>;
