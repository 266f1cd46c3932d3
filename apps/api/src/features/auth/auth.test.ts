import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResponseSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { UserModel } from '../users/user.model.js';
import { LOGIN_ATTEMPTS_PER_WINDOW } from './login-limits.js';
import { bearer, buildApp, createUser, TEST_JWT_SECRET } from './testing.js';
import { TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from './tokens.js';

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

  it(`stops a client after ${LOGIN_ATTEMPTS_PER_WINDOW} failed attempts with a 429`, async () => {
    const app = buildApp();
    const user = await createUser();

    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_WINDOW; attempt += 1) {
      await login(app, { email: `guess${attempt}@example.org`, password: 'guess' }).expect(401);
    }
    const blocked = await login(app, { email: user.email, password: user.password });

    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Too many login attempts. Please wait 15 minutes and try again.',
    );
    expect(blocked.body).not.toHaveProperty('token');
    expect(blocked.headers).toHaveProperty('ratelimit');
  });

  it('stops guesses at one email even when they come from many addresses', async () => {
    const app = buildApp();
    app.set('trust proxy', 1);
    const user = await createUser();
    const from = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_WINDOW; attempt += 1) {
      await login(app, { email: user.email, password: `guess ${attempt}` })
        .set(from(attempt))
        .expect(401);
    }
    const blocked = await login(app, {
      email: ` ${user.email.toUpperCase()}`,
      password: user.password,
    }).set(from(99));
    const otherAccount = await createUser();
    const unaffected = await login(app, {
      email: otherAccount.email,
      password: otherAccount.password,
    }).set(from(99));

    expect(blocked.status).toBe(429);
    expect(unaffected.status).toBe(200);
  });

  it('does not count successful logins against the limit', async () => {
    const app = buildApp();
    const user = await createUser();

    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_WINDOW + 2; attempt += 1) {
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

  it('reads the role afresh on every call, so a demotion counts at once', async () => {
    const admin = await createUser({ role: 'admin' });
    const app = buildApp();
    await request(app).get('/api/users').set(bearer(admin)).expect(200);

    await UserModel.updateOne({ _id: admin._id }, { role: 'editor' });

    const response = await request(app).get('/api/users').set(bearer(admin));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only admins may do this.');
  });
});
