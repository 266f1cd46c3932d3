import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { buildApp, createUser, testConfig } from '../auth/testing.js';
import { ensureConfiguredAdmin, seedStaff } from './staff.js';
import { UserModel } from '@ministry/db';

useTestDatabase();

const configuredAdmin = {
  ADMIN_EMAIL: 'warden@example.org',
  ADMIN_PASSWORD: 'the configured password',
};

const canSignIn = async (email: string, password: string) =>
  (await request(buildApp()).post('/api/users/login').send({ email, password })).status === 200;

describe('ensureConfiguredAdmin', () => {
  it('creates the admin named by ADMIN_EMAIL and ADMIN_PASSWORD when missing', async () => {
    const logged: string[] = [];

    await ensureConfiguredAdmin(testConfig(configuredAdmin), (line) => logged.push(line));

    const admin = await UserModel.findOne({ email: 'warden@example.org' }).lean();
    expect(admin).toMatchObject({ username: 'admin', role: 'admin' });
    expect(await canSignIn(configuredAdmin.ADMIN_EMAIL, configuredAdmin.ADMIN_PASSWORD)).toBe(true);
    expect(logged).toEqual([
      'admin account warden@example.org created from ADMIN_EMAIL and ADMIN_PASSWORD',
    ]);
  });

  it('promotes that account and gives it ADMIN_PASSWORD when either differs', async () => {
    await createUser({ email: 'warden@example.org', role: 'editor', password: 'an old password' });

    await ensureConfiguredAdmin(testConfig(configuredAdmin));

    expect((await UserModel.findOne({ email: 'warden@example.org' }).lean())?.role).toBe('admin');
    expect(await canSignIn(configuredAdmin.ADMIN_EMAIL, configuredAdmin.ADMIN_PASSWORD)).toBe(true);
    expect(await canSignIn(configuredAdmin.ADMIN_EMAIL, 'an old password')).toBe(false);
  });

  it('changes and logs nothing when the admin is already as configured, or none is', async () => {
    await createUser({
      email: configuredAdmin.ADMIN_EMAIL,
      password: configuredAdmin.ADMIN_PASSWORD,
      role: 'admin',
    });
    const logged: string[] = [];

    await ensureConfiguredAdmin(testConfig(configuredAdmin), (line) => logged.push(line));
    await ensureConfiguredAdmin(testConfig(), (line) => logged.push(line));

    expect(logged).toEqual([]);
    expect(await UserModel.countDocuments()).toBe(1);
  });

  it('stops with a clear message when the admin username is taken by someone else', async () => {
    await createUser({ username: 'admin', email: 'someone@example.org' });

    await expect(ensureConfiguredAdmin(testConfig(configuredAdmin))).rejects.toThrow(
      /username "admin" is taken by another: set ADMIN_USERNAME/,
    );
  });
});

describe('seedStaff', () => {
  it('creates an admin and an editor with generated passwords and prints them once, boxed', async () => {
    const printed: string[] = [];

    const staff = await seedStaff(testConfig(), (text) => printed.push(text));

    expect(staff.map(({ role, email }) => ({ role, email }))).toEqual([
      { role: 'admin', email: 'admin@example.org' },
      { role: 'editor', email: 'editor@example.org' },
    ]);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^┌─+┐\n/);
    for (const person of staff) {
      expect(person.password.length).toBeGreaterThanOrEqual(16);
      expect(printed[0]).toMatch(
        new RegExp(`email: ${person.email} +password: ${person.password}`),
      );
      expect(await canSignIn(person.email, person.password)).toBe(true);
    }
  });

  it('keeps the box it printed in DATA_DIR/staff-passwords.txt, readable by its owner only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'staff-'));
    const printed: string[] = [];

    const staff = await seedStaff(testConfig(), (text) => printed.push(text), dataDir);

    const file = join(dataDir, 'staff-passwords.txt');
    expect(await readFile(file, 'utf8')).toBe(`${printed[0]}\n`);
    expect(printed[0]).toContain(`Kept in ${file} (readable by you only).`);
    for (const person of staff) expect(printed[0]).toContain(`password: ${person.password}`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('does nothing and prints nothing when staff exist', async () => {
    await createUser({ role: 'admin' });
    const printed: string[] = [];

    expect(await seedStaff(testConfig(), (text) => printed.push(text))).toEqual([]);

    expect(printed).toEqual([]);
    expect(await UserModel.countDocuments()).toBe(1);
  });

  it('creates only the configured admin when ADMIN_EMAIL and ADMIN_PASSWORD are set', async () => {
    const printed: string[] = [];

    await seedStaff(testConfig(configuredAdmin), (text) => printed.push(text));

    expect(await UserModel.find({}, 'email role').lean()).toEqual([
      expect.objectContaining({ email: 'warden@example.org', role: 'admin' }),
    ]);
    expect(printed.join('\n')).not.toContain(configuredAdmin.ADMIN_PASSWORD);
  });
});
