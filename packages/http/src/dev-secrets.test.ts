import { chmod, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentSecret, keepStaffPasswords, staffPasswordsFile } from './dev-secrets.js';

describe('developmentSecret', () => {
  it('generates a long secret once, announces it, and gives every caller the same value', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'secrets-'));
    const announced: string[] = [];
    const values = await Promise.all(
      Array.from({ length: 5 }, () =>
        developmentSecret('JWT_SECRET', dataDir, (m) => announced.push(m)),
      ),
    );
    expect(new Set(values).size).toBe(1);
    expect(values[0]?.length).toBeGreaterThanOrEqual(32);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toContain('JWT_SECRET is not set');
    expect(await developmentSecret('JWT_SECRET', dataDir, (m) => announced.push(m))).toBe(
      values[0],
    );
  });

  it('keeps generated secrets readable by their owner only: files 0600 in 0700 folders', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'secrets-')), 'data');

    await developmentSecret('DOWNLOAD_SECRET', dataDir, () => undefined);

    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'secrets'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'secrets', 'DOWNLOAD_SECRET'))).mode & 0o777).toBe(0o600);
  });
});

describe('keepStaffPasswords', () => {
  it('keeps the text in DATA_DIR/staff-passwords.txt, readable by its owner only', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'secrets-')), 'data');

    const file = await keepStaffPasswords(dataDir, 'admin: first\n');

    expect(file).toBe(join(dataDir, 'staff-passwords.txt'));
    expect(file).toBe(staffPasswordsFile(dataDir));
    expect(await readFile(file, 'utf8')).toBe('admin: first\n');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('replaces an earlier file, and makes it private if it was not', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'secrets-'));
    await writeFile(staffPasswordsFile(dataDir), 'admin: old\n');
    await chmod(staffPasswordsFile(dataDir), 0o644);

    await keepStaffPasswords(dataDir, 'admin: new\n');

    expect(await readFile(staffPasswordsFile(dataDir), 'utf8')).toBe('admin: new\n');
    expect((await stat(staffPasswordsFile(dataDir))).mode & 0o777).toBe(0o600);
  });
});
