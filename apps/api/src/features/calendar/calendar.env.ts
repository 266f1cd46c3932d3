import { churchCalendarSchema } from '@ministry/contracts';
import { z } from 'zod';

/** The api's variable for the Church year. */
export const calendarEnvShape = {
  /** The calendar the ministry keeps, for visitors who have not chosen one. */
  DEFAULT_CALENDAR: z
    .enum(churchCalendarSchema.options, {
      error: 'must be new (Revised Julian) or old (Julian)',
    })
    .default('new'),
};
