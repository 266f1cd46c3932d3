import type { PublicUser, registerUserInputSchema, UserRole } from '@ministry/contracts';
import { isDuplicateKey, UserModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import type { z } from 'zod';
import { PUBLIC_USER_FIELDS, toPublicUser, type Passwords } from '../auth/index.js';

export type NewUser = z.output<typeof registerUserInputSchema>;

const duplicate = (field: 'email' | 'username') =>
  AppError.conflict(`A user with this ${field} already exists`);

const lastAdmin = (what: 'demoted' | 'deleted') =>
  AppError.conflict(`The last admin cannot be ${what}: make another user an admin first.`);

const countAdmins = () => UserModel.countDocuments({ role: 'admin' });

/**
 * Turns an admin into an editor unless that would leave no admin. The count is checked again
 * after the change, and the change undone, so two admins demoting each other at the same moment
 * cannot both succeed.
 */
async function demoteAdmin(id: string, what: 'demoted' | 'deleted'): Promise<void> {
  if ((await countAdmins()) <= 1) throw lastAdmin(what);
  const { modifiedCount } = await UserModel.updateOne(
    { _id: id, role: 'admin' },
    { role: 'editor' },
  );
  if (modifiedCount > 0 && (await countAdmins()) === 0) {
    await UserModel.updateOne({ _id: id }, { role: 'admin' });
    throw lastAdmin(what);
  }
}

export async function listUsers(): Promise<PublicUser[]> {
  const users = await UserModel.find({}, PUBLIC_USER_FIELDS).sort({ username: 1 }).lean();
  return users.map(toPublicUser);
}

export async function registerUser(
  { username, email, password, role, displayName }: NewUser,
  passwords: Passwords,
): Promise<PublicUser> {
  if (await UserModel.exists({ email })) throw duplicate('email');
  if (await UserModel.exists({ username })) throw duplicate('username');
  try {
    const user = await UserModel.create({
      username,
      email,
      role,
      ...(displayName && { displayName }),
      passwordHash: await passwords.hash(password),
    });
    return toPublicUser(user);
  } catch (error) {
    // Two registrations racing past the checks above: the unique index decides.
    if (isDuplicateKey(error)) throw duplicate(error.keyPattern?.email ? 'email' : 'username');
    throw error;
  }
}

export async function changeUserRole(id: string, role: UserRole): Promise<PublicUser> {
  const user = await UserModel.findById(id, PUBLIC_USER_FIELDS).lean();
  if (!user) throw AppError.notFound('User not found');
  if (user.role === role) return toPublicUser(user);
  if (role === 'editor') await demoteAdmin(id, 'demoted');
  else await UserModel.updateOne({ _id: id }, { role });
  return toPublicUser({ ...user, role });
}

/**
 * Sets the name the user's posts are signed with; an empty one takes it away, and the posts say
 * "The Ministry". Every post, old and new, is signed with it from now on (posts keep only the id).
 */
export async function changeUserDisplayName(id: string, displayName: string): Promise<PublicUser> {
  const user = await UserModel.findByIdAndUpdate(
    id,
    displayName ? { $set: { displayName } } : { $unset: { displayName: 1 } },
    { new: true, projection: PUBLIC_USER_FIELDS },
  ).lean();
  if (!user) throw AppError.notFound('User not found');
  return toPublicUser(user);
}

/** Deletes a user on behalf of `actor`, who may not delete themself. */
export async function removeUser(id: string, actor: PublicUser): Promise<void> {
  if (id.toLowerCase() === actor._id) {
    throw AppError.conflict('You cannot delete your own account.');
  }
  const user = await UserModel.findById(id, 'role').lean();
  if (!user) throw AppError.notFound('User not found');
  if (user.role === 'admin') await demoteAdmin(id, 'deleted');
  await UserModel.deleteOne({ _id: id });
}
