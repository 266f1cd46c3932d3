import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicUserListSchema, publicUserSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';
import { UserModel } from '@ministry/db';
import { removeUser } from './users.service.js';

useTestDatabase();

const newUser = {
  username: 'maria',
  email: 'Maria@Example.org',
  password: 'a good long password',
};

describe('GET /api/users', () => {
  it('lists every user as username, email, role and id, for admins', async () => {
    const admin = await createUser({ username: 'anna', role: 'admin' });
    const editor = await createUser({ username: 'boris' });

    const response = await request(buildApp()).get('/api/users').set(bearer(admin)).expect(200);

    expect(publicUserListSchema.parse(response.body)).toEqual([
      { _id: admin._id, username: 'anna', email: admin.email, role: 'admin' },
      { _id: editor._id, username: 'boris', email: editor.email, role: 'editor' },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/password|\$2[aby]\$/i);
  });
});

describe('POST /api/users/register', () => {
  it('creates an editor by default and answers the public user, without the password', async () => {
    const admin = await createUser({ role: 'admin' });

    const response = await request(buildApp())
      .post('/api/users/register')
      .set(bearer(admin))
      .send(newUser)
      .expect(201);

    expect(publicUserSchema.strict().parse(response.body)).toMatchObject({
      username: 'maria',
      email: 'maria@example.org',
      role: 'editor',
    });
    const stored = await UserModel.findById(response.body._id).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$2b\$04\$/);
    expect(stored?.passwordHash).not.toContain(newUser.password);
  });

  it('lets the new user sign in with the password given', async () => {
    const admin = await createUser({ role: 'admin' });
    const app = buildApp();
    await request(app).post('/api/users/register').set(bearer(admin)).send(newUser).expect(201);

    const response = await request(app)
      .post('/api/users/login')
      .send({ email: newUser.email, password: newUser.password });

    expect(response.status).toBe(200);
    expect(response.body.user.username).toBe('maria');
  });

  it('creates an admin when asked', async () => {
    const admin = await createUser({ role: 'admin' });

    const response = await request(buildApp())
      .post('/api/users/register')
      .set(bearer(admin))
      .send({ ...newUser, role: 'admin' })
      .expect(201);

    expect(response.body.role).toBe('admin');
  });

  it('ignores an _id or a password hash sent along', async () => {
    const admin = await createUser({ role: 'admin' });
    const chosenId = 'a'.repeat(24);

    const response = await request(buildApp())
      .post('/api/users/register')
      .set(bearer(admin))
      .send({ ...newUser, _id: chosenId, passwordHash: 'not-a-hash' })
      .expect(201);

    expect(response.body._id).not.toBe(chosenId);
    const stored = await UserModel.findById(response.body._id).select('+passwordHash').lean();
    expect(stored?.passwordHash).not.toBe('not-a-hash');
  });

  it.each([
    ['email', { username: 'someone-else', email: 'taken@example.org' }],
    ['username', { username: 'taken', email: 'someone-else@example.org' }],
  ])('refuses a duplicate %s with a 409 that says which', async (field, clash) => {
    const admin = await createUser({ role: 'admin' });
    await createUser({ username: 'taken', email: 'taken@example.org' });

    const response = await request(buildApp())
      .post('/api/users/register')
      .set(bearer(admin))
      .send({ ...newUser, ...clash });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`A user with this ${field} already exists`);
    expect(await UserModel.countDocuments()).toBe(2);
  });

  it('refuses a role other than editor or admin, and a short password', async () => {
    const admin = await createUser({ role: 'admin' });
    const app = buildApp();

    await request(app)
      .post('/api/users/register')
      .set(bearer(admin))
      .send({ ...newUser, role: 'owner' })
      .expect(400);
    const short = await request(app)
      .post('/api/users/register')
      .set(bearer(admin))
      .send({ ...newUser, password: 'short' })
      .expect(400);

    expect(short.body.message).toBe('Invalid request: body.password must be at least 8 characters');
    expect(await UserModel.countDocuments()).toBe(1);
  });
});

describe('PUT /api/users/:id/role', () => {
  it('promotes an editor to admin and answers the public user', async () => {
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser();

    const response = await request(buildApp())
      .put(`/api/users/${editor._id}/role`)
      .set(bearer(admin))
      .send({ role: 'admin' })
      .expect(200);

    expect(response.body).toEqual({
      _id: editor._id,
      username: editor.username,
      email: editor.email,
      role: 'admin',
    });
    expect((await UserModel.findById(editor._id).lean())?.role).toBe('admin');
  });

  it('demotes an admin while another admin remains', async () => {
    const admin = await createUser({ role: 'admin' });
    const other = await createUser({ role: 'admin' });

    await request(buildApp())
      .put(`/api/users/${other._id}/role`)
      .set(bearer(admin))
      .send({ role: 'editor' })
      .expect(200);

    expect((await UserModel.findById(other._id).lean())?.role).toBe('editor');
  });

  it('refuses to demote the last admin, even by themself', async () => {
    const admin = await createUser({ role: 'admin' });

    const response = await request(buildApp())
      .put(`/api/users/${admin._id}/role`)
      .set(bearer(admin))
      .send({ role: 'editor' });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'The last admin cannot be demoted: make another user an admin first.',
    );
    expect((await UserModel.findById(admin._id).lean())?.role).toBe('admin');
  });

  it('never leaves the site without an admin when two admins demote each other at once', async () => {
    const first = await createUser({ role: 'admin' });
    const second = await createUser({ role: 'admin' });
    const app = buildApp();

    const answers = await Promise.all([
      request(app).put(`/api/users/${second._id}/role`).set(bearer(first)).send({ role: 'editor' }),
      request(app).put(`/api/users/${first._id}/role`).set(bearer(second)).send({ role: 'editor' }),
    ]);

    expect(answers.map((answer) => answer.status)).toContain(409);
    expect(await UserModel.countDocuments({ role: 'admin' })).toBeGreaterThanOrEqual(1);
  });

  it('refuses an operator or an unknown role, and answers 404 for an unknown user', async () => {
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser();
    const app = buildApp();

    await request(app)
      .put(`/api/users/${editor._id}/role`)
      .set(bearer(admin))
      .send({ role: { $ne: 'editor' } })
      .expect(400);
    await request(app)
      .put(`/api/users/${editor._id}/role`)
      .set(bearer(admin))
      .send({ role: 'owner' })
      .expect(400);
    const missing = await request(app)
      .put(`/api/users/${'f'.repeat(24)}/role`)
      .set(bearer(admin))
      .send({ role: 'admin' });

    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
    expect((await UserModel.findById(editor._id).lean())?.role).toBe('editor');
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes another user', async () => {
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser();

    const response = await request(buildApp())
      .delete(`/api/users/${editor._id}`)
      .set(bearer(admin))
      .expect(200);

    expect(response.body).toEqual({ message: 'User deleted' });
    expect(await UserModel.exists({ _id: editor._id })).toBeNull();
  });

  it('deletes another admin while one remains', async () => {
    const admin = await createUser({ role: 'admin' });
    const other = await createUser({ role: 'admin' });

    await request(buildApp()).delete(`/api/users/${other._id}`).set(bearer(admin)).expect(200);

    expect(await UserModel.exists({ _id: other._id })).toBeNull();
  });

  it('refuses to let an admin delete their own account', async () => {
    const admin = await createUser({ role: 'admin' });
    await createUser({ role: 'admin' });

    const response = await request(buildApp()).delete(`/api/users/${admin._id}`).set(bearer(admin));

    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You cannot delete your own account.');
    expect(await UserModel.exists({ _id: admin._id })).not.toBeNull();
  });

  it('refuses to delete the last admin, whoever asks', async () => {
    // Over HTTP only an admin gets here, and may not delete themself; the service holds the rule
    // for any caller, such as an admin whose own role was taken away a moment ago.
    const lastAdmin = await createUser({ role: 'admin' });
    const formerAdmin = await createUser({ role: 'editor' });

    await expect(removeUser(lastAdmin._id, formerAdmin)).rejects.toMatchObject({
      status: 409,
      message: 'The last admin cannot be deleted: make another user an admin first.',
    });
    expect(await UserModel.exists({ _id: lastAdmin._id })).not.toBeNull();
  });

  it('never leaves the site without an admin when two admins delete each other at once', async () => {
    const first = await createUser({ role: 'admin' });
    const second = await createUser({ role: 'admin' });
    const app = buildApp();

    const answers = await Promise.all([
      request(app).delete(`/api/users/${second._id}`).set(bearer(first)),
      request(app).delete(`/api/users/${first._id}`).set(bearer(second)),
    ]);

    expect(answers.map((answer) => answer.status)).not.toEqual([200, 200]);
    expect(await UserModel.countDocuments({ role: 'admin' })).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createUser({ role: 'admin' });

    const response = await request(buildApp())
      .delete(`/api/users/${'f'.repeat(24)}`)
      .set(bearer(admin));

    expect(response.status).toBe(404);
    expect(response.body.error).toBe('User not found');
  });
});

describe('the user model', () => {
  it('leaves the password hash out of its JSON', async () => {
    const user = await createUser();
    const document = await UserModel.findById(user._id).select('+passwordHash');

    expect(document?.passwordHash).toMatch(/^\$2/);
    expect(document?.toJSON()).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(document)).not.toContain('$2');
  });

  it('does not read the password hash unless asked', async () => {
    const user = await createUser();

    expect(await UserModel.findById(user._id).lean()).not.toHaveProperty('passwordHash');
  });
});
