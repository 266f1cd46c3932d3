import { z } from 'zod';
import { emailSchema, objectIdSchema, requiredText } from './common.js';

export const userRoleSchema = z.enum(['editor', 'admin'], {
  error: 'role must be editor or admin',
});
export type UserRole = z.infer<typeof userRoleSchema>;

/** What a post is signed with when its author has no display name (never a login name). */
export const DEFAULT_BYLINE = 'The Ministry';
export const DISPLAY_NAME_MAX_LENGTH = 80;

/**
 * The name a staff member's posts are signed with, e.g. "Fr. John Smith": trimmed, at most
 * 80 characters, no control characters. Empty means none: the posts say "The Ministry".
 */
export const displayNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH, {
    error: `must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  })
  .regex(/^[^\p{C}]*$/u, { error: 'must be a name on one line' });

/** A user as any endpoint may show it: never a password or its hash. */
export const publicUserSchema = z.object({
  _id: objectIdSchema,
  username: z.string(),
  email: z.string(),
  role: userRoleSchema,
  /** Absent when none is set. */
  displayName: z.string().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
export const publicUserListSchema = z.array(publicUserSchema);

export const PASSWORD_MIN_LENGTH = 8;

/** `POST /api/users/register` (admins only: there is no public sign-up). */
export const registerUserInputSchema = z.object({
  username: requiredText(50).regex(/^[\p{L}\p{N} ._-]+$/u, {
    error: 'may contain only letters, digits, spaces, dots, hyphens and underscores',
  }),
  email: emailSchema,
  password: z
    .string({ error: 'is required' })
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(200, { error: 'must be at most 200 characters' }),
  role: userRoleSchema.default('editor'),
  displayName: displayNameSchema.optional(),
});
export type RegisterUserInput = z.input<typeof registerUserInputSchema>;

/** `PUT /api/users/:id/role`. */
export const updateUserRoleInputSchema = z.object({ role: userRoleSchema });
export type UpdateUserRoleInput = z.infer<typeof updateUserRoleInputSchema>;

/** `PUT /api/users/:id/display-name`; an empty name takes it away. */
export const updateUserDisplayNameInputSchema = z.object({ displayName: displayNameSchema });
export type UpdateUserDisplayNameInput = z.infer<typeof updateUserDisplayNameInputSchema>;

/** `POST /api/users/login`. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(200, { error: 'must be at most 200 characters' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
