import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A development secret (JWT or download signing key) kept in DATA_DIR/secrets/NAME, generated on
 * first use. Several services starting at once agree on one value: the file is written whole
 * under a temporary name and linked into place, which only one of them can win. Production
 * refuses these (each app's config requires the real variable there).
 */
export async function developmentSecret(
  name: string,
  dataDir: string,
  announce: (message: string) => void,
): Promise<string> {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return existing;

  await mkdir(dir, { recursive: true, mode: 0o700 });
  const candidate = randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, candidate, { mode: 0o600 });
  try {
    await link(temporary, file);
    announce(`${name} is not set: generated a development value in ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return readFile(file, 'utf8');
}

/**
 * DATA_DIR/staff-passwords.txt: the passwords generated for a new development database's staff.
 * The seed writes it; `pnpm dev` and `pnpm start` show it again once everything has started, as
 * the first lines of their output are long gone by then.
 */
export const staffPasswordsFile = (dataDir: string) => join(dataDir, 'staff-passwords.txt');

/** Keeps `text` in DATA_DIR/staff-passwords.txt, readable by its owner only; gives the file. */
export async function keepStaffPasswords(dataDir: string, text: string): Promise<string> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = staffPasswordsFile(dataDir);
  await writeFile(file, text, { mode: 0o600 });
  // The mode above applies only to a new file; one left by an earlier seed keeps its own.
  await chmod(file, 0o600);
  return file;
}
