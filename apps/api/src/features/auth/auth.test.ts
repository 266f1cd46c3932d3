import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResponseSchema, logoutResponseSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { ensureConfiguredAdmin } from '../users/staff.js';
import { UserModel } from '@ministry/db';
import { FREE_FAILURES_PER_CLIENT, FREE_FAILURES_PER_EMAIL } from './login-limits.js';
import {
  bearer,
  buildApp,
  createUser,
  TEST_JWT_SECRET,
  testConfig,
  type TestUser,
} from './testing.js';
import {
  STAFF_TOKEN_ISSUER as TOKEN_ISSUER,
  STAFF_TOKEN_LIFETIME_SECONDS as TOKEN_LIFETIME_SECONDS,
} from '@ministry/http/staff-auth';

useTestDatabase();

const login = (app: ReturnType<typeof buildApp>, body: unknown) =>
  request(app)
    .post('/api/users/login')
    .send(body as object);

/** A bearer call that only passes for a valid token of an existing staff user. */
const staffCall = (app: ReturnType<typeof buildApp>, token: string) =>
  request(app).get('/api/posts/all').set('Authorization', `Bearer ${token}`);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/users/login', () => {
  it('answers a token and the public user for the right email and password', async () => {
    const user = await createUser({ email: 'anna@example.org', role: 'admin' });

    const response = await login(buildApp(), {
      email: ' Anna@Example.org ',
      password: user.password,
    });

    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(response.body);
    expect(body.user).toEqual({
      _id: user._id,
      username: user.username,
      email: 'anna@example.org',
      role: 'admin',
    });
    expect(response.body.user).not.toHaveProperty('passwordHash');
    await staffCall(buildApp(), body.token).expect(200);
  });

  it('issues an HS256 token for the user id that expires after eight hours', async () => {
    const user = await createUser();

    const { body } = await login(buildApp(), { email: user.email, password: user.password });

    const decoded = jwt.decode(body.token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload.sub).toBe(user._id);
    expect(payload).not.toHaveProperty('role');
    expect(payload.tv).toBe(0);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    const user = await createUser();
    const app = buildApp();

    const unknownEmail = await login(app, { email: 'nobody@example.org', password: user.password });
    const wrongPassword = await login(app, { email: user.email, password: 'not the password' });

    const expected = { error: 'Invalid email or password', message: 'Invalid email or password' };
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.body).toMatchObject(expected);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(unknownEmail.body).not.toHaveProperty('token');
  });

  it('spends a bcrypt comparison on an unknown email too, so timing does not tell', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');

    await login(buildApp(), { email: 'nobody@example.org', password: 'whatever it is' }).expect(
      401,
    );

    expect(compare).toHaveBeenCalledTimes(1);
    expect(compare.mock.calls[0]?.[1]).toMatch(/^\$2[aby]\$/);
  });

  it.each([
    ['an operator as the email', { email: { $ne: null }, password: 'anything' }],
    ['an operator as the password', { email: 'user@example.org', password: { $ne: null } }],
    ['a regular expression as the email', { email: { $regex: '.*' }, password: 'anything' }],
    ['no password', { email: 'user@example.org' }],
    ['an email that is not an email', { email: 'user', password: 'anything' }],
  ])('refuses %s with a 400 and no token', async (_case, body) => {
    await createUser({ email: 'user@example.org' });

    const response = await login(buildApp(), body);

    expect(response.status).toBe(400);
    expect(response.body).not.toHaveProperty('token');
    expect(response.body.message).toMatch(/^Invalid request/);
  });

  it('lets the right password in from a fresh client after ten wrong guesses from other clients', async () => {
    const app = buildApp();
    app.set('trust proxy', 1);
    const user = await createUser({ role: 'admin' });
    const from = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

    for (let client = 1; client <= 10; client += 1) {
      await login(app, { email: user.email, password: `guess ${client}` })
        .set(from(client))
        .expect(401);
    }
    const owner = await login(app, {
      email: ` ${user.email.toUpperCase()}`,
      password: user.password,
    }).set(from(99));

    expect(owner.status).toBe(200);
    await staffCall(app, loginResponseSchema.parse(owner.body).token).expect(200);
  });

  it('makes one client wait longer after each wrong password once its free tries are spent', async () => {
    let clock = new Date('2026-01-01T12:00:00Z');
    const app = buildApp({ now: () => clock });
    const user = await createUser();
    const wrong = () => login(app, { email: user.email, password: 'not the password' });
    const later = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    for (let attempt = 1; attempt <= FREE_FAILURES_PER_EMAIL; attempt += 1) {
      await wrong().expect(401);
    }
    const waits: number[] = [];
    for (let round = 1; round <= 4; round += 1) {
      const refused = await wrong().expect(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      later(wait * 1000);
      await wrong().expect(401);
    }

    expect(waits).toEqual([1, 2, 4, 8]);
    const refusedRight = await login(app, { email: user.email, password: user.password });
    expect(refusedRight.status).toBe(429);
    expect(refusedRight.headers['retry-after']).toBe('16');
    expect(refusedRight.body.message).toBe(
      'Too many failed login attempts. Please wait 16 seconds and try again.',
    );
    expect(refusedRight.body).not.toHaveProperty('token');

    later(16_000);
    await login(app, { email: user.email, password: user.password }).expect(200);
    // The right password cleared the count for this email: the free tries are back.
    await wrong().expect(401);
  });

  it('makes a client that guesses at many emails wait, and nobody else', async () => {
    const app = buildApp();
    app.set('trust proxy', 1);
    const user = await createUser();
    const guesser = { 'X-Forwarded-For': '198.51.100.7' };

    for (let attempt = 1; attempt <= FREE_FAILURES_PER_CLIENT; attempt += 1) {
      await login(app, { email: `guess${attempt}@example.org`, password: 'guess' })
        .set(guesser)
        .expect(401);
    }
    const blocked = await login(app, { email: user.email, password: user.password }).set(guesser);
    const someoneElse = await login(app, { email: user.email, password: user.password }).set({
      'X-Forwarded-For': '198.51.100.8',
    });

    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(someoneElse.status).toBe(200);
  });

  it('counts parallel guesses as if they came one after another', async () => {
    const app = buildApp();
    const user = await createUser();

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        login(app, { email: user.email, password: 'not the password' }),
      ),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_FAILURES_PER_EMAIL);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - FREE_FAILURES_PER_EMAIL);
  });

  it('holds the limit across api processes on one database', async () => {
    const [first, second] = [buildApp(), buildApp()];
    const user = await createUser();
    const wrong = (app: ReturnType<typeof buildApp>) =>
      login(app, { email: user.email, password: 'not the password' });

    for (let attempt = 1; attempt <= FREE_FAILURES_PER_EMAIL; attempt += 1) {
      await wrong(attempt % 2 === 0 ? first : second).expect(401);
    }

    const refused = await login(first, { email: user.email, password: user.password });
    const refusedElsewhere = await login(second, { email: user.email, password: user.password });
    expect([refused.status, refusedElsewhere.status]).toEqual([429, 429]);
    expect(refusedElsewhere.headers['retry-after']).toBe('1');
  });

  it('does not count successful logins against the limit', async () => {
    const app = buildApp();
    const user = await createUser();

    for (let attempt = 1; attempt <= FREE_FAILURES_PER_CLIENT + 2; attempt += 1) {
      await login(app, { email: user.email, password: user.password }).expect(200);
    }
  });
});

describe('bearer tokens', () => {
  it('refuses a call without a token with a 401 and a message', async () => {
    const response = await request(buildApp()).get('/api/posts/all');

    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Authentication required. Please log in.');
  });

  it('refuses an expired token', async () => {
    const user = await createUser();
    const expired = jwt.sign(
      { sub: user._id, iss: TOKEN_ISSUER, exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_JWT_SECRET,
    );

    const response = await staffCall(buildApp(), expired);

    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const user = await createUser({ role: 'admin' });
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: user._id,
      iss: TOKEN_ISSUER,
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;

    const response = await staffCall(buildApp(), unsigned);

    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid token. Please log in again.');
  });

  it('refuses a token signed with another algorithm, even with the right key', async () => {
    const user = await createUser();
    const hs512 = jwt.sign({ sub: user._id, iss: TOKEN_ISSUER }, TEST_JWT_SECRET, {
      algorithm: 'HS512',
    });

    await staffCall(buildApp(), hs512).expect(401);
  });

  it('refuses a token signed with another key', async () => {
    const user = await createUser();
    const forged = jwt.sign({ sub: user._id, iss: TOKEN_ISSUER }, 'some-other-key'.repeat(4));

    await staffCall(buildApp(), forged).expect(401);
  });

  it('refuses a token that is not a token, or not sent as a bearer', async () => {
    const user = await createUser();

    await staffCall(buildApp(), 'not-a-token').expect(401);
    await request(buildApp()).get('/api/posts/all').set('Authorization', user.token).expect(401);
  });

  it('refuses the token of a user who has been deleted', async () => {
    const user = await createUser();
    await UserModel.deleteOne({ _id: user._id });

    const response = await staffCall(buildApp(), user.token);

    expect(response.status).toBe(401);
    expect(response.body.message).toBe('This account no longer exists.');
  });

  it('ends the sessions of a demoted admin at once, however the role is changed', async () => {
    const admin = await createUser({ role: 'admin' });
    const app = buildApp();
    await request(app).get('/api/users').set(bearer(admin)).expect(200);

    await UserModel.updateOne({ _id: admin._id }, { role: 'editor' });

    const response = await request(app).get('/api/users').set(bearer(admin));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has ended. Please log in again.');
  });

  it('ends the sessions of a user whose password is saved on the document, too', async () => {
    const user = await createUser();
    const app = buildApp();
    const stored = await UserModel.findById(user._id).select('+passwordHash');
    if (!stored) throw new Error('the user was not stored');

    stored.passwordHash = await bcrypt.hash('another passphrase', 4);
    await stored.save();

    await staffCall(app, user.token).expect(401);
  });

  it('refuses a token without a token version', async () => {
    const user = await createUser();
    const versionless = jwt.sign({}, TEST_JWT_SECRET, {
      subject: user._id,
      issuer: TOKEN_ISSUER,
      expiresIn: 60,
    });

    const response = await staffCall(buildApp(), versionless);

    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid token. Please log in again.');
  });
});

describe('ending sessions', () => {
  const signIn = async (app: ReturnType<typeof buildApp>, user: TestUser) =>
    loginResponseSchema.parse(
      (await login(app, { email: user.email, password: user.password }).expect(200)).body,
    ).token;
  const logout = (app: ReturnType<typeof buildApp>, token: string) =>
    request(app).post('/api/users/logout').set('Authorization', `Bearer ${token}`);

  it('POST /api/users/logout stops the token, and every other one of the user, at once', async () => {
    const app = buildApp();
    const user = await createUser();
    const laptop = await signIn(app, user);
    const phone = await signIn(app, user);
    await staffCall(app, laptop).expect(200);

    const response = await logout(app, laptop).expect(200);

    expect(logoutResponseSchema.parse(response.body)).toEqual({ message: 'You are signed out.' });
    for (const token of [laptop, phone]) {
      const refused = await staffCall(app, token).expect(401);
      expect(refused.body.message).toBe('Your session has ended. Please log in again.');
    }
    await logout(app, laptop).expect(401);
    await staffCall(app, await signIn(app, user)).expect(200);
  });

  it('POST /api/users/logout needs a valid token', async () => {
    const app = buildApp();
    await request(app).post('/api/users/logout').expect(401);
    await logout(app, 'not-a-token').expect(401);
  });

  it('stops the tokens of a user whose role is changed', async () => {
    const app = buildApp();
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser();
    const editorToken = await signIn(app, editor);

    await request(app)
      .put(`/api/users/${editor._id}/role`)
      .set(bearer(admin))
      .send({ role: 'admin' })
      .expect(200);

    await staffCall(app, editorToken).expect(401);
    await request(app).get('/api/users').set(bearer(admin)).expect(200);
    const promoted = await signIn(app, editor);
    await request(app).get('/api/users').set('Authorization', `Bearer ${promoted}`).expect(200);
  });

  it('stops the tokens of a user whose password is changed', async () => {
    const app = buildApp();
    const admin = await createUser({ role: 'admin', email: 'owner@example.org' });
    const before = await signIn(app, admin);

    await ensureConfiguredAdmin({
      ...testConfig(),
      ADMIN_EMAIL: 'owner@example.org',
      ADMIN_PASSWORD: 'a brand new passphrase',
    });

    await staffCall(app, before).expect(401);
    await signIn(app, { ...admin, password: 'a brand new passphrase' });
  });
});
