import { createHash } from 'node:crypto';
import { Binary } from 'bson';
import type { Document } from 'bson';
import { MongoCommandError } from './errors.js';
import type { Doc } from './values.js';
import { isPlainObject, valueKey } from './values.js';

/** As mongod's `localLogicalSessionTimeoutMinutes`, which `hello` also reports. */
export const SESSION_TIMEOUT_MINUTES = 30;

/**
 * The uid of a session started without authentication: the SHA-256 of the empty user name, as
 * mongod gives it.
 */
const UNAUTHENTICATED_UID = new Binary(createHash('sha256').update('').digest());

/**
 * A session id's key: its UUID's bytes in hex. Every command carries one, so this is on every
 * command's path; `valueKey` (EJSON for a Binary) cost a third of a lookup by _id.
 */
const sessionKey = (id: unknown): string =>
  id instanceof Binary ? id.toString('hex') : valueKey(id);

/**
 * The logical sessions this server has seen (every command a driver sends carries its `lsid`),
 * as mongod's in-memory session cache keeps them for `$listLocalSessions`: each with when it was
 * last used, gone once ended (`endSessions`) or idle past the timeout.
 */
export class LocalSessions {
  private readonly cache = new Map<string, { id: unknown; lastUse: Date }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  touch(lsid: unknown): void {
    if (!isPlainObject(lsid) || lsid.id === undefined) return;
    this.cache.set(sessionKey(lsid.id), { id: lsid.id, lastUse: this.now() });
  }

  end(lsids: unknown[]): void {
    for (const lsid of lsids) {
      if (isPlainObject(lsid) && lsid.id !== undefined) this.cache.delete(sessionKey(lsid.id));
    }
  }

  /**
   * The documents of `{ $listLocalSessions: spec }`: `{}` and `{ allUsers: true }` list every
   * session (none has a user: the engine has no authentication); `{ users: [...] }` lists those of
   * the users named, so none.
   */
  list(spec: unknown): Doc[] {
    if (!isPlainObject(spec))
      throw new MongoCommandError(
        'TypeMismatch',
        '$listLocalSessions must take an object as its argument',
      );
    for (const key of Object.keys(spec)) {
      if (key !== 'allUsers' && key !== 'users')
        throw new MongoCommandError(
          'Location40415',
          `BSON field '$listLocalSessions.${key}' is an unknown field.`,
        );
    }
    if (spec.allUsers === true && spec.users !== undefined)
      throw new MongoCommandError(
        'BadValue',
        '$listLocalSessions: allUsers and users may not be given together',
      );
    const oldest = this.now().getTime() - SESSION_TIMEOUT_MINUTES * 60_000;
    for (const [key, session] of this.cache)
      if (session.lastUse.getTime() < oldest) this.cache.delete(key);
    if (Array.isArray(spec.users)) return [];
    return Array.from(this.cache.values(), (session): Document => ({
      _id: { id: session.id, uid: UNAUTHENTICATED_UID },
      lastUse: session.lastUse,
    }));
  }
}
