import { randomBytes } from 'node:crypto';
import type { UserRole } from '@ministry/contracts';
import type { ApiConfig } from '../../env.js';
import { UserModel } from '@ministry/db';
import { keepStaffPasswords, staffPasswordsFile } from '@ministry/http';
import { createPasswords } from '../auth/index.js';

type StaffConfig = Pick<
  ApiConfig,
  'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_USERNAME' | 'BCRYPT_COST'
>;

/**
 * Makes sure the account ADMIN_EMAIL names exists, is an admin and signs in with ADMIN_PASSWORD:
 * created when missing, promoted or given that password when it differs. Runs at every start
 * (server.ts) and before the development seed; does nothing when the variables are not set.
 */
export async function ensureConfiguredAdmin(
  config: StaffConfig,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  const email = config.ADMIN_EMAIL;
  const password = config.ADMIN_PASSWORD;
  if (!email || !password) return;
  const passwords = createPasswords(config.BCRYPT_COST);

  const existing = await UserModel.findOne({ email }).select('+passwordHash').lean();
  if (!existing) {
    if (await UserModel.exists({ username: config.ADMIN_USERNAME })) {
      throw new Error(
        `ADMIN_EMAIL ${email} has no account, and the username "${config.ADMIN_USERNAME}" is taken by another: set ADMIN_USERNAME to a free one.`,
      );
    }
    await UserModel.create({
      username: config.ADMIN_USERNAME,
      email,
      role: 'admin',
      passwordHash: await passwords.hash(password),
    });
    log(`admin account ${email} created from ADMIN_EMAIL and ADMIN_PASSWORD`);
    return;
  }

  const changes: { role?: UserRole; passwordHash?: string } = {};
  if (existing.role !== 'admin') changes.role = 'admin';
  if (!(await passwords.matches(password, existing.passwordHash))) {
    changes.passwordHash = await passwords.hash(password);
  }
  if (Object.keys(changes).length === 0) return;
  await UserModel.updateOne({ _id: existing._id }, changes);
  log(
    `admin account ${email} ${[changes.role && 'promoted to admin', changes.passwordHash && 'given ADMIN_PASSWORD'].filter(Boolean).join(' and ')}`,
  );
}

export interface StaffCredentials {
  role: UserRole;
  username: string;
  email: string;
  password: string;
}

const generatedPassword = () => randomBytes(12).toString('base64url');

/** A console box, so generated credentials stand out from the log lines around them. */
export function credentialsBox(staff: StaffCredentials[], keptIn?: string): string {
  const emailWidth = Math.max(...staff.map((person) => person.email.length));
  const lines = [
    'Staff accounts created, with these generated passwords:',
    '',
    ...staff.map(
      (person) =>
        `  ${person.role.padEnd(6)}  email: ${person.email.padEnd(emailWidth)}  password: ${person.password}`,
    ),
    '',
    'Sign in at /login. To add others: pnpm --filter @ministry/api create-admin',
    ...(keptIn ? [`Kept in ${keptIn} (readable by you only).`] : []),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((line) => `│ ${line.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ].join('\n');
}

/**
 * Staff for a new development database: the configured admin when ADMIN_EMAIL and
 * ADMIN_PASSWORD are set, otherwise an admin and an editor with generated passwords, printed
 * and, given a data folder, kept in its staff-passwords.txt (`pnpm dev` shows them again once
 * started). Idempotent: when any account exists it creates and prints nothing.
 */
export async function seedStaff(
  config: StaffConfig,
  print: (text: string) => void = console.log,
  dataDir?: string,
): Promise<StaffCredentials[]> {
  await ensureConfiguredAdmin(config, print);
  if (await UserModel.exists({})) return [];

  const passwords = createPasswords(config.BCRYPT_COST);
  const staff: StaffCredentials[] = [
    { role: 'admin', username: 'admin', email: 'admin@example.org', password: generatedPassword() },
    {
      role: 'editor',
      username: 'editor',
      email: 'editor@example.org',
      password: generatedPassword(),
    },
  ];
  for (const { password, ...person } of staff) {
    await UserModel.create({ ...person, passwordHash: await passwords.hash(password) });
  }
  if (dataDir === undefined) {
    print(credentialsBox(staff));
  } else {
    const box = credentialsBox(staff, staffPasswordsFile(dataDir));
    await keepStaffPasswords(dataDir, `${box}\n`);
    print(box);
  }
  return staff;
}
