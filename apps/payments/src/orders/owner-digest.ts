import mongoose from 'mongoose';
import {
  ContactMessageModel,
  OrderModel,
  readOwnerTimeZone,
  readShopSettings,
  SHOP_SETTINGS_ID,
  ShopSettingsModel,
} from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { instantOf, startOfDayIn, wallTimeIn } from '@ministry/contracts/time-zone';
import { addressLine, paidTotal, totalExtras } from '../emails/order-confirmation.js';
import { ownerDigestEmail } from '../emails/owner-digest.js';
import { attentionOf } from './order-view.js';
import { ACTION_WORDS, TO_SHIP } from './owner-alerts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the server looks whether a digest is due: a missed hour is caught this late. */
export const DIGEST_CHECK_INTERVAL_MS = 10 * 60 * 1000;

export type DigestOutcome = 'off' | 'already-sent' | 'nothing-to-report' | 'sent' | 'failed';

export interface OwnerDigest {
  /** Sends the digest due at `at` (the latest digest hour not after it) unless it went already. */
  sendDue(at: Date): Promise<DigestOutcome>;
}

/**
 * The latest `hour`:00 in `timeZone` at or before `at`. On the day the clocks skip that hour
 * (spring forward) the digest goes at the hour after it; on the day they repeat it, at the first.
 */
export function digestSlot(at: Date, hour: number, timeZone = 'UTC'): Date {
  const on = (day: Date) => instantOf({ ...wallTimeIn(day, timeZone), hour, minute: 0 }, timeZone);
  const today = on(startOfDayIn(at, timeZone));
  return today > at ? on(startOfDayIn(at, timeZone, -1)) : today;
}

const dayName = (slot: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(slot);

/**
 * The owner's daily digest (`ownerAlerts: 'daily'`): at OWNER_DIGEST_HOUR in the owner's time
 * zone (the admin's setting, else OWNER_TIME_ZONE) one email with
 * the orders paid since the last digest, the orders flagged as needing attention since then and
 * the contact messages still unread that arrived since then. Nothing to report: no email.
 *
 * The period is claimed in the settings document (a conditional update on `digestSentUpTo`)
 * before anything is sent, so that two payments processes, or one restarted, never send it
 * twice; a period missed while the server was down is covered by the next digest, which reaches
 * back to the end of the last one. A digest that cannot be sent gives its claim back, to be
 * tried again at the next check.
 */
export function createOwnerDigest(deps: {
  mailer: Mailer;
  ownerEmail: string | undefined;
  webOrigin: string;
  digestHour: number;
  /** OWNER_TIME_ZONE: the zone until the owner saves one. */
  timeZone?: string;
  logger: Logger;
}): OwnerDigest {
  const origin = deps.webOrigin.replace(/\/+$/, '');
  const adminUrl = (number: string) => `${origin}/admin/orders/${number}`;

  return {
    async sendDue(at) {
      const ownerEmail = deps.ownerEmail;
      if (!ownerEmail) return 'off';
      const settings = await readShopSettings();
      if (settings.ownerAlerts !== 'daily') return 'off';
      const timeZone = await readOwnerTimeZone(deps.timeZone ?? 'UTC');
      const slot = digestSlot(at, deps.digestHour, timeZone);
      if (settings.digestSentUpTo && settings.digestSentUpTo >= slot) return 'already-sent';

      const before = await ShopSettingsModel.findOneAndUpdate(
        {
          _id: SHOP_SETTINGS_ID,
          ownerAlerts: 'daily',
          $or: [
            { digestSentUpTo: mongoose.trusted({ $exists: false }) },
            { digestSentUpTo: null },
            { digestSentUpTo: mongoose.trusted({ $lt: slot }) },
          ],
        },
        { $set: { digestSentUpTo: slot } },
        { returnDocument: 'before' },
      ).lean();
      if (!before) return 'already-sent';

      // Since the last digest (all of a period missed while down), and nothing from before the
      // owner chose daily: those orders had their own alerts.
      const starts = [before.digestSentUpTo ?? new Date(slot.getTime() - DAY_MS)];
      if (before.dailySince) starts.push(before.dailySince);
      const from = new Date(Math.max(...starts.map((date) => date.getTime())));
      const period = mongoose.trusted({ $gte: from, $lt: slot });

      const paid = await OrderModel.find({
        paidAt: period,
        number: mongoose.trusted({ $ne: null }),
      })
        .sort({ paidAt: 1 })
        .lean();
      const flagged = await OrderModel.find({
        attention: mongoose.trusted({
          $elemMatch: { at: { $gte: from, $lt: slot }, resolvedAt: { $exists: false } },
        }),
      })
        .sort({ createdAt: 1 })
        .lean();
      const messages = await ContactMessageModel.find({ status: 'unread', createdAt: period })
        .sort({ createdAt: 1 })
        .lean();

      const orders = paid.map((order) => {
        const number = order.number ?? order._id.toString();
        return {
          number,
          customerEmail: order.customerEmail ?? null,
          lines: order.lines.map((line) => ({
            ...line,
            note: line.format === 'physical' ? TO_SHIP : undefined,
          })),
          extras: totalExtras(order),
          total: paidTotal(order),
          shipTo: addressLine(order),
          url: adminUrl(number),
        };
      });
      const attention = flagged
        .map((order) => {
          const number = order.number ?? order._id.toString();
          return {
            number,
            problems: attentionOf(order).map(
              (problem) => `${problem.message}. To resolve: ${ACTION_WORDS[problem.action]}.`,
            ),
            url: adminUrl(number),
          };
        })
        .filter((order) => order.problems.length > 0);

      if (orders.length === 0 && attention.length === 0 && messages.length === 0) {
        return 'nothing-to-report';
      }
      try {
        await deps.mailer.send(
          ownerDigestEmail({
            to: ownerEmail,
            day: dayName(slot, timeZone),
            orders,
            attention,
            messages: messages.map((message) => ({
              name: message.name,
              email: message.email,
              subject: message.subject ?? null,
              message: message.message,
            })),
            messagesUrl: `${origin}/admin/messages`,
          }),
        );
        return 'sent';
      } catch (error) {
        deps.logger.error({ err: error }, 'owner digest could not be sent; trying again later');
        await ShopSettingsModel.updateOne(
          { _id: SHOP_SETTINGS_ID, digestSentUpTo: slot },
          before.digestSentUpTo
            ? { $set: { digestSentUpTo: before.digestSentUpTo } }
            : { $unset: { digestSentUpTo: 1 } },
        );
        return 'failed';
      }
    },
  };
}

/** Sends a due digest at start (catching a day missed while down), then checks regularly. */
export function startOwnerDigest(
  digest: OwnerDigest,
  logger: Logger,
  now: () => Date = () => new Date(),
) {
  const check = () =>
    digest.sendDue(now()).then(
      (outcome) => {
        if (outcome === 'sent') logger.info('owner digest sent');
      },
      (error: unknown) => logger.error({ err: error }, 'owner digest check failed'),
    );
  void check();
  const timer = setInterval(() => void check(), DIGEST_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
