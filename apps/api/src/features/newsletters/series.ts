// Seasonal series: each day, at the owner's send hour in the owner's time zone, day N of each
// series list goes to the subscribers whose own calendar puts today at day N after the list's
// anchor. Great Lent's Clean Monday falls on the same civil day on both calendars (every
// Orthodox church keeps the Julian Paschalion); the Nativity Fast begins on 15 November, which
// is 28 November civil on the Old Calendar, so its days reach the two groups 13 days apart.
import {
  daysBetween,
  dateFromPascha,
  formatCivilDate,
  julianToCivil,
  type CivilDate,
} from '@ministry/calendar';
import { wallTimeIn, type SeriesEmail } from '@ministry/contracts';
import { isDuplicateKey } from '@ministry/db';
import type { Logger } from '@ministry/http';
import { MailingListModel } from '../subscribers/subscriber.model.js';
import { NewsletterSendModel } from './newsletter-send.model.js';
import { renderSeriesEmail, type EmailSettings } from './newsletter-email.js';
import { SeriesEmailModel, type SeriesEmailRecord } from './series-email.model.js';

type Calendar = 'new' | 'old';
type Anchor = 'clean-monday' | 'nativity-fast';

/** The longest a series runs: Great Lent with Holy Week, the Nativity Fast's 40 days. */
const LAST_DAY: Record<Anchor, number> = { 'clean-monday': 55, 'nativity-fast': 40 };

/** The civil day a series' day 1 falls on, in `year`, for a subscriber keeping `calendar`. */
function anchorDate(anchor: Anchor, calendar: Calendar, year: number): CivilDate {
  if (anchor === 'clean-monday') return dateFromPascha(year, -48);
  const first = { year, month: 11, day: 15 };
  return calendar === 'old' ? julianToCivil(first) : first;
}

/** Which day of the series `today` is for that calendar, if it is one. */
export function seriesDayOf(
  anchor: Anchor,
  calendar: Calendar,
  today: CivilDate,
): number | undefined {
  const day = daysBetween(anchorDate(anchor, calendar, today.year), today) + 1;
  return day >= 1 && day <= LAST_DAY[anchor] ? day : undefined;
}

export interface SeriesDeps {
  now: () => Date;
  timeZone: () => Promise<string>;
  /** SERIES_SEND_HOUR: the hour (0–23, owner's zone) from which the day's emails go. */
  sendHour: number;
  email: EmailSettings;
  enqueue: (sendId: string) => Promise<void>;
  logger: Logger;
}

/**
 * Creates (once: a unique key per series day, calendar and date) and queues today's sends of
 * every series; nothing before the send hour. Returns how many it queued.
 */
export async function runSeriesTick(deps: SeriesDeps): Promise<number> {
  const wall = wallTimeIn(deps.now(), await deps.timeZone());
  if (wall.hour < deps.sendHour) return 0;
  const today = { year: wall.year, month: wall.month, day: wall.day };
  const lists = await MailingListModel.find({ kind: 'series' }, { listId: 1, anchor: 1 }).lean();
  let queued = 0;
  for (const list of lists) {
    if (!list.anchor) continue;
    for (const calendar of ['new', 'old'] as const) {
      const day = seriesDayOf(list.anchor, calendar, today);
      if (!day) continue;
      const text = await SeriesEmailModel.findOne({ list: list.listId, day }).lean();
      if (!text) continue;
      try {
        const send = await NewsletterSendModel.create({
          source: 'series',
          sourceId: `${list.listId}:${day}`,
          lists: [list.listId],
          calendar,
          seriesDate: formatCivilDate(today),
          status: 'queued',
          ...renderSeriesEmail(text, deps.email),
        });
        await deps.enqueue(send._id.toString());
        queued += 1;
      } catch (error) {
        // Already made today (an earlier tick, another process).
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
  return queued;
}

/** Ticks at start and every minute; returns the stop. */
export function startSeriesTicks(deps: SeriesDeps): () => void {
  const tick = () =>
    void runSeriesTick(deps).then(
      (queued) => queued > 0 && deps.logger.info(`queued ${queued} seasonal series emails`),
      (error: unknown) => deps.logger.error({ err: error }, 'seasonal series tick failed'),
    );
  tick();
  const timer = setInterval(tick, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

export const toSeriesEmail = (record: SeriesEmailRecord): SeriesEmail => ({
  _id: record._id.toString(),
  list: record.list,
  day: record.day,
  subject: record.subject,
  body: record.body,
  updatedAt: record.updatedAt.toISOString(),
});
