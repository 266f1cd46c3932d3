import { mailEnvShape } from '@ministry/mail';
import { z } from 'zod';

export const DEFAULT_CONTACT_TO = 'support@orthodox-resources.example';

/** The api's variables for mail: where contact messages go and how they are sent. */
export const contactEnvShape = {
  /** The ministry's inbox: contact messages are sent here. */
  CONTACT_TO: z.email({ error: 'must be an email address' }).default(DEFAULT_CONTACT_TO),
  /** The owner's address: a short alert for each message (when it is not CONTACT_TO itself). */
  OWNER_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ...mailEnvShape,
};

interface ContactEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  SMTP_URL?: string | undefined;
}

/** The rules that tie variables together, for the env schema's `superRefine`. */
export function refineContactEnv(env: ContactEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: 'is required in production, or contact messages would never reach the ministry',
    });
  }
}
