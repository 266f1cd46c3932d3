import type { PublicUser } from '@ministry/contracts';
import type { UserRecord } from '@ministry/db';

/** The fields a query needs for `toPublicUser`; never the hash. */
export const PUBLIC_USER_FIELDS = '_id username email role displayName';

/** The public shape of a user from a lean record: lean queries skip toJSON, so map explicitly. */
export function toPublicUser(
  record: Pick<UserRecord, '_id' | 'username' | 'email' | 'role' | 'displayName'>,
) {
  const user: PublicUser = {
    _id: record._id.toString(),
    username: record.username,
    email: record.email,
    role: record.role,
    ...(record.displayName && { displayName: record.displayName }),
  };
  return user;
}
