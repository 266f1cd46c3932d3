import { z } from 'zod';

export const DEFAULT_CONTACT_TO = 'support@orthodox-resources.example';

/** The api's variables for mail: where contact messages go and how they are sent. */
export const contactEnvShape = {
  /** The ministry's inbox: contact messages are sent here. */
  CONTACT_TO: z.email({ error: 'must be an email address' }).default(DEFAULT_CONTACT_TO),
  /** Unset: mail is written to DATA_DIR/outbox instead of being sent (development only). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Orthodox Resources <no-reply@orthodox-resources.example>'),
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
