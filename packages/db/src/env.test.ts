import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseEnvShape, refineDatabaseEnv } from './env.js';

/** The database part of a service's configuration, as api and payments build theirs. */
const serviceSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    ...databaseEnvShape,
  })
  .superRefine(refineDatabaseEnv);

const problemsOf = (env: Record<string, string>) =>
  serviceSchema
    .safeParse(env)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('database configuration', () => {
  it('refuses a production start without MONGODB_URI, saying why', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^MONGODB_URI: is required in production: a real MongoDB shared by/),
    ]);
  });

  it('refuses a local engine forced in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://mongo:27017/ministry',
        DB_ENGINE: 'embedded',
      }),
    ).toEqual([expect.stringMatching(/^DB_ENGINE: must be uri in production/)]);
  });

  it('accepts production with a MongoDB, and development with none', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://mongo:27017/ministry' }),
    ).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });
});
