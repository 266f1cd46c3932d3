import { z } from 'zod';

export const SUBSCRIBER_LINK_SECRET_MIN_LENGTH = 32;

/** The api's variables for the email list. */
export const subscribersEnvShape = {
  /**
   * Derives the key in every subscriber's preferences and unsubscribe links from their id
   * (links.ts): whoever holds it can write anyone's links, so production requires a real one;
   * development generates one in DATA_DIR/secrets. Changing it breaks the links already sent.
   */
  SUBSCRIBER_LINK_SECRET: z
    .string()
    .min(SUBSCRIBER_LINK_SECRET_MIN_LENGTH, {
      error: `must be at least ${SUBSCRIBER_LINK_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 48\`)`,
    })
    .optional(),
};

interface SubscribersEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  SUBSCRIBER_LINK_SECRET?: string | undefined;
}

/** The rules that tie variables together, for the env schema's `superRefine`. */
export function refineSubscribersEnv(env: SubscribersEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.SUBSCRIBER_LINK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['SUBSCRIBER_LINK_SECRET'],
      message: `is required in production: at least ${SUBSCRIBER_LINK_SECRET_MIN_LENGTH} random characters (e.g. \`openssl rand -base64 48\`), kept unchanged so that links already emailed keep working`,
    });
  }
}
