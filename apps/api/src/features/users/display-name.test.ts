import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, DISPLAY_NAME_MAX_LENGTH, publicUserSchema } from '@ministry/contracts';
import { UserModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';

useTestDatabase();

const setDisplayName = (id: string, body: object, as: { token: string }) =>
  request(buildApp()).put(`/api/users/${id}/display-name`).set(bearer(as)).send(body);

describe('PUT /api/users/:id/display-name', () => {
  it('sets the name a user’s posts are signed with, trimmed, and lists it', async () => {
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser({ username: 'john' });

    const response = await setDisplayName(
      editor._id,
      { displayName: '  Fr. John Smith ' },
      admin,
    ).expect(200);

    expect(publicUserSchema.strict().parse(response.body)).toMatchObject({
      username: 'john',
      displayName: 'Fr. John Smith',
    });
    const list = await request(buildApp()).get('/api/users').set(bearer(admin)).expect(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ username: 'john', displayName: 'Fr. John Smith' }),
    );
  });

  it('takes the name away when it is empty', async () => {
    const admin = await createUser({ role: 'admin', displayName: 'Presbytera Anna' });

    const response = await setDisplayName(admin._id, { displayName: '   ' }, admin).expect(200);

    expect(response.body).not.toHaveProperty('displayName');
    const stored = await UserModel.findById(admin._id).lean();
    expect(stored).not.toHaveProperty('displayName');
  });

  it('refuses a name too long or on more than one line, naming the field', async () => {
    const admin = await createUser({ role: 'admin' });

    for (const displayName of ['x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1), 'Fr. John\nSmith', 7]) {
      const response = await setDisplayName(admin._id, { displayName }, admin).expect(400);
      expect(apiErrorSchema.parse(response.body).details?.map(({ path }) => path)).toEqual([
        'body.displayName',
      ]);
    }
  });

  it('is for admins: an editor is refused, even for their own name', async () => {
    const editor = await createUser();

    await setDisplayName(editor._id, { displayName: 'Reader Basil' }, editor).expect(403);
    expect(await UserModel.findById(editor._id).lean()).not.toHaveProperty('displayName');
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createUser({ role: 'admin' });

    const response = await setDisplayName('a'.repeat(24), { displayName: 'Anyone' }, admin);

    expect(response.status).toBe(404);
    expect(response.body.message).toBe('User not found');
  });
});

describe('POST /api/users/register with a display name', () => {
  it('keeps the display name given with the new user', async () => {
    const admin = await createUser({ role: 'admin' });

    const response = await request(buildApp())
      .post('/api/users/register')
      .set(bearer(admin))
      .send({
        username: 'basil',
        email: 'basil@example.org',
        password: 'a good long password',
        displayName: ' Reader Basil ',
      })
      .expect(201);

    expect(response.body.displayName).toBe('Reader Basil');
  });
});
