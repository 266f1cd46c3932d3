// Test helpers for the staff features: an app with a known signing key, and user factories.
import bcrypt from 'bcryptjs';
import type { PublicUser, UserRole } from '@ministry/contracts';
import { testLogger } from '@ministry/http/testing';
import { createApp } from '../../app.js';
import { loadConfig } from '../../env.js';
import { UserModel } from '@ministry/db';
import { createStaffTokens } from '@ministry/http/staff-auth';
import { toPublicUser } from './public-user.js';

export const TEST_JWT_SECRET = 'a-test-signing-key-that-is-long-enough-for-hs256';
export const TEST_PASSWORD = 'correct horse battery staple';
const TEST_BCRYPT_COST = 4;

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    BCRYPT_COST: String(TEST_BCRYPT_COST),
    ...overrides,
  });

/** A fresh api on the test database (login counters live there too), on the given clock. */
export const buildApp = (options: { now?: () => Date } = {}) =>
  createApp({
    config: testConfig(),
    logger: testLogger(),
    isReady: () => Promise.resolve(true),
    ...options,
  });

/** A valid token for the user, at the token version a new account has. */
export const tokenFor = (userId: string, tokenVersion = 0) =>
  createStaffTokens(TEST_JWT_SECRET).sign({ userId, tokenVersion });

export interface TestUser extends PublicUser {
  password: string;
  token: string;
}

let created = 0;

/** A stored user (an editor unless told otherwise) with its password and a valid token. */
export async function createUser(
  overrides: {
    username?: string;
    email?: string;
    password?: string;
    role?: UserRole;
    displayName?: string;
  } = {},
): Promise<TestUser> {
  created += 1;
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const user = await UserModel.create({
    username: `user${created}`,
    email: `user${created}@example.org`,
    role: 'editor',
    ...fields,
    passwordHash: await bcrypt.hash(password, TEST_BCRYPT_COST),
  });
  const publicUser = toPublicUser(user);
  return { ...publicUser, password, token: tokenFor(publicUser._id) };
}

/** The Authorization header for a user's token. */
export const bearer = (user: { token: string }) => ({ Authorization: `Bearer ${user.token}` });
