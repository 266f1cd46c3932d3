// Test helpers for the owner's catalogue calls: an api that accepts the test users' tokens, and
// one admin and one editor.
import { bearer, createUser, TEST_JWT_SECRET } from '../../auth/testing.js';
import { buildApp } from '../testing.js';

/** A fresh api whose sign-in key is the one the test users' tokens are signed with. */
export const buildStaffApp = (
  overrides: Record<string, string> = {},
  deps: Parameters<typeof buildApp>[1] = {},
) => buildApp({ JWT_SECRET: TEST_JWT_SECRET, ...overrides }, deps);

/** An admin and an editor, with the Authorization header of each. */
export async function createStaff() {
  const admin = await createUser({ role: 'admin' });
  const editor = await createUser({ role: 'editor' });
  return { admin, editor, asAdmin: bearer(admin), asEditor: bearer(editor) };
}
