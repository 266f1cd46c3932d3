import { z } from 'zod';

export const DEFAULT_EMAIL_RATE_PER_SECOND = 10;
export const POSTMARK_WEBHOOK_TOKEN_MIN_LENGTH = 24;
/** Shown in development only; production requires the ministry's real address. */
export const DEMO_POSTAL_ADDRESS = 'Orthodox Resources, 1 Example Street, Springfield, USA';

/** The api's variables for newsletters: their own SMTP transport, its pace, the footer, bounces. */
export const newslettersEnvShape = {
  /**
   * The SMTP server newsletters go through, apart from SMTP_URL (orders, contact), so a send
   * never holds up a receipt; providers give bulk mail its own stream or server. Unset: SMTP_URL
   * (still a separate pool of connections), else the DATA_DIR outbox in development.
   */
  NEWSLETTER_SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  /** Newsletter messages handed to SMTP per second at most (the provider's limit). */
  EMAIL_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(1000, { error: 'must be at most 1000' })
    .default(DEFAULT_EMAIL_RATE_PER_SECOND),
  /**
   * How long a send stays locked to a process that stopped answering (killed, frozen) before
   * another run takes it up: the longest a crash delays a send. A live run renews it.
   */
  NEWSLETTER_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(5, { error: 'must be at least 5' })
    .max(3600, { error: 'must be at most 3600' })
    .default(60),
  /** The hour (0–23, in the owner's time zone) from which each day's seasonal series emails go. */
  SERIES_SEND_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be from 0 to 23' })
    .max(23, { error: 'must be from 0 to 23' })
    .default(7),
  /** The ministry's postal address, in every newsletter's footer (as bulk-mail laws ask). */
  MINISTRY_POSTAL_ADDRESS: z.string().trim().min(10).max(300).default(DEMO_POSTAL_ADDRESS),
  /**
   * The secret Postmark's bounce and spam-complaint webhook sends (HTTP basic auth password or
   * `?token=`). Required in production; development generates one in DATA_DIR/secrets.
   */
  POSTMARK_WEBHOOK_TOKEN: z
    .string()
    .min(POSTMARK_WEBHOOK_TOKEN_MIN_LENGTH, {
      error: `must be at least ${POSTMARK_WEBHOOK_TOKEN_MIN_LENGTH} characters`,
    })
    .optional(),
};

interface NewslettersEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  POSTMARK_WEBHOOK_TOKEN?: string | undefined;
  MINISTRY_POSTAL_ADDRESS: string;
}

/** The rules that tie variables together, for the env schema's `superRefine`. */
export function refineNewslettersEnv(env: NewslettersEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  if (!env.POSTMARK_WEBHOOK_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['POSTMARK_WEBHOOK_TOKEN'],
      message: `is required in production: at least ${POSTMARK_WEBHOOK_TOKEN_MIN_LENGTH} random characters, the password of the bounce webhook set in Postmark`,
    });
  }
  if (env.MINISTRY_POSTAL_ADDRESS === DEMO_POSTAL_ADDRESS) {
    ctx.addIssue({
      code: 'custom',
      path: ['MINISTRY_POSTAL_ADDRESS'],
      message:
        "is required in production: the ministry's postal address, shown in every newsletter",
    });
  }
}
