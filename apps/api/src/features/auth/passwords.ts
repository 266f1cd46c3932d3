import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether a password matches a stored hash. Without a hash (no such account) it still spends
   * one bcrypt comparison and answers false, so timing does not tell which emails have accounts.
   */
  matches(password: string, hash: string | undefined): Promise<boolean>;
}

/** bcrypt at the configured cost (BCRYPT_COST: 12 or more in production). */
export function createPasswords(cost: number): Passwords {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async matches(password, hash) {
      if (hash) return bcrypt.compare(password, hash);
      dummyHash ??= bcrypt.hash(randomBytes(24).toString('base64url'), cost);
      await bcrypt.compare(password, await dummyHash);
      return false;
    },
  };
}
