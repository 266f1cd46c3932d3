import { emailSchema, PASSWORD_MIN_LENGTH, registerUserInputSchema } from '@ministry/contracts';
import { z } from 'zod';

export const JWT_SECRET_MIN_LENGTH = 32;
export const PRODUCTION_MIN_BCRYPT_COST = 12;

/** The api's variables for sign-in: token signing, password hashing and the first admin. */
export const authEnvShape = {
  /** HS256 signing key. Required in production; development generates one in DATA_DIR. */
  JWT_SECRET: z
    .string()
    .min(JWT_SECRET_MIN_LENGTH, {
      error: `must be at least ${JWT_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 48\`)`,
    })
    .optional(),
  /** bcrypt work factor. Tests lower it to stay fast; production refuses less than 12. */
  BCRYPT_COST: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(4, { error: 'must be at least 4' })
    .max(15, { error: 'must be at most 15' })
    .default(PRODUCTION_MIN_BCRYPT_COST),
  /** With ADMIN_PASSWORD: the account that is an admin with that password after every start. */
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(200, { error: 'must be at most 200 characters' })
    .optional(),
  /** The username given to that admin when it has to be created. */
  ADMIN_USERNAME: registerUserInputSchema.shape.username.default('admin'),
};

interface AuthEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  JWT_SECRET?: string | undefined;
  BCRYPT_COST: number;
  ADMIN_EMAIL?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
}

/** The rules that tie variables together, for the env schema's `superRefine`. */
export function refineAuthEnv(env: AuthEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production') {
    if (!env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: `is required in production: at least ${JWT_SECRET_MIN_LENGTH} random characters (e.g. \`openssl rand -base64 48\`)`,
      });
    }
    if (env.BCRYPT_COST < PRODUCTION_MIN_BCRYPT_COST) {
      ctx.addIssue({
        code: 'custom',
        path: ['BCRYPT_COST'],
        message: `must be at least ${PRODUCTION_MIN_BCRYPT_COST} in production`,
      });
    }
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all',
    });
  }
}
