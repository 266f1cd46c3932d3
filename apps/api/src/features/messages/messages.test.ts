import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { messageListSchema } from '@ministry/contracts';
import { ContactMessageModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';

useTestDatabase();

const receive = (fields: { name?: string; status?: 'unread' | 'read' | 'archived' } = {}) =>
  ContactMessageModel.create({
    name: 'Anna',
    email: 'anna@example.org',
    message: 'Please pray for my father.',
    ...fields,
  });

describe('GET /api/messages', () => {
  it('lists unread and read messages for admins, newest first, with the unread count', async () => {
    const app = buildApp();
    const admin = await createUser({ role: 'admin' });
    await receive({ name: 'First' });
    await receive({ name: 'Second', status: 'read' });
    await receive({ name: 'Old', status: 'archived' });

    const response = await request(app).get('/api/messages').set(bearer(admin)).expect(200);

    const list = messageListSchema.parse(response.body);
    expect(list.messages.map((message) => message.name)).toEqual(['Second', 'First']);
    expect(list).toMatchObject({ unread: 1, total: 2, page: 1 });
    const archived = await request(app)
      .get('/api/messages?status=archived')
      .set(bearer(admin))
      .expect(200);
    expect(messageListSchema.parse(archived.body).messages.map((m) => m.name)).toEqual(['Old']);
  });

  it('refuses editors and strangers', async () => {
    const app = buildApp();
    const editor = await createUser();
    await request(app).get('/api/messages').expect(401);
    const refused = await request(app).get('/api/messages').set(bearer(editor)).expect(403);
    expect(refused.body.message).toBe('Only admins may do this.');
    await request(app)
      .patch(`/api/messages/${(await receive())._id.toString()}`)
      .set(bearer(editor))
      .send({ status: 'read' })
      .expect(403);
  });
});

describe('PATCH /api/messages/:id', () => {
  it('marks a message read, then archives it', async () => {
    const app = buildApp();
    const admin = await createUser({ role: 'admin' });
    const message = await receive();
    const url = `/api/messages/${message._id.toString()}`;

    const read = await request(app).patch(url).set(bearer(admin)).send({ status: 'read' });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'read', name: 'Anna', mailed: false });
    await request(app).patch(url).set(bearer(admin)).send({ status: 'archived' }).expect(200);

    const list = await request(app).get('/api/messages').set(bearer(admin)).expect(200);
    expect(list.body).toMatchObject({ messages: [], unread: 0 });
  });

  it('answers 400 for a bad status and 404 for an unknown message', async () => {
    const app = buildApp();
    const admin = await createUser({ role: 'admin' });
    const message = await receive();

    const bad = await request(app)
      .patch(`/api/messages/${message._id.toString()}`)
      .set(bearer(admin))
      .send({ status: 'deleted' })
      .expect(400);
    expect(bad.body.message).toContain('must be unread, read or archived');
    await request(app)
      .patch('/api/messages/0123456789abcdef01234567')
      .set(bearer(admin))
      .send({ status: 'read' })
      .expect(404);
  });
});
