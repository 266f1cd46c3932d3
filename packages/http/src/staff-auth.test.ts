import express from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';
import {
  createStaffAuth,
  currentStaff,
  requireStaff,
  STAFF_TOKEN_ISSUER,
  type StaffAccount,
} from './staff-auth.js';
import { testLogger } from './testing.js';

const SECRET = 'a-test-signing-key-that-is-long-enough-for-hs256';
const ADMIN_ID = '64b7f0c2a1b2c3d4e5f60718';

/** A desk of accounts the test can change between requests, as staff management would. */
function staffDesk() {
  const accounts = new Map<string, StaffAccount>([
    [
      ADMIN_ID,
      {
        id: ADMIN_ID,
        username: 'warden',
        email: 'warden@example.org',
        role: 'admin',
        tokenVersion: 0,
      },
    ],
  ]);
  const auth = createStaffAuth({
    secret: SECRET,
    findAccount: (id) => Promise.resolve(accounts.get(id) ?? null),
  });
  const app = express();
  app.get(
    '/desk',
    requireStaff(auth, { roles: ['admin'], refusal: 'Only admins may manage orders.' }),
    (req, res) => res.json({ signedIn: currentStaff(req) }),
  );
  app.get('/anyone', requireStaff(auth), (req, res) => res.json(currentStaff(req)));
  app.use(errorHandler(testLogger()));
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  return { accounts, auth, app, bearer };
}

describe('staff tokens shared by the api and payments', () => {
  it('lets an admin in with a token the issuer signed, and names who is signed in', async () => {
    const { app, auth, bearer } = staffDesk();
    const token = auth.tokens.sign({ userId: ADMIN_ID, tokenVersion: 0 });

    const response = await request(app).get('/desk').set(bearer(token)).expect(200);
    expect(response.body.signedIn).toEqual({
      id: ADMIN_ID,
      username: 'warden',
      email: 'warden@example.org',
      role: 'admin',
    });
  });

  it('asks for a sign-in when there is no bearer token', async () => {
    const { app } = staffDesk();
    const response = await request(app).get('/desk').expect(401);
    expect(response.body.message).toBe('Authentication required. Please log in.');
  });

  it('refuses forged, foreign, tokenless-version and expired tokens with a 401', async () => {
    const { app, bearer } = staffDesk();
    const forged = jwt.sign({ tv: 0 }, 'another-key'.repeat(5), {
      subject: ADMIN_ID,
      issuer: STAFF_TOKEN_ISSUER,
    });
    const foreign = jwt.sign({ tv: 0 }, SECRET, { subject: ADMIN_ID, issuer: 'someone-else' });
    const noVersion = jwt.sign({}, SECRET, { subject: ADMIN_ID, issuer: STAFF_TOKEN_ISSUER });
    for (const token of [forged, foreign, noVersion]) {
      const response = await request(app).get('/desk').set(bearer(token)).expect(401);
      expect(response.body.message).toBe('Invalid token. Please log in again.');
    }
    const expired = jwt.sign({ tv: 0, exp: Math.floor(Date.now() / 1000) - 60 }, SECRET, {
      subject: ADMIN_ID,
      issuer: STAFF_TOKEN_ISSUER,
    });
    const response = await request(app).get('/desk').set(bearer(expired)).expect(401);
    expect(response.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('honours a deletion, a sign-out everywhere and a demotion at the next request', async () => {
    const { app, auth, accounts, bearer } = staffDesk();
    const token = bearer(auth.tokens.sign({ userId: ADMIN_ID, tokenVersion: 0 }));
    const admin = accounts.get(ADMIN_ID)!;

    accounts.set(ADMIN_ID, { ...admin, role: 'editor' });
    const demoted = await request(app).get('/desk').set(token).expect(403);
    expect(demoted.body.message).toBe('Only admins may manage orders.');
    await request(app).get('/anyone').set(token).expect(200);

    accounts.set(ADMIN_ID, { ...admin, tokenVersion: 1 });
    const signedOut = await request(app).get('/desk').set(token).expect(401);
    expect(signedOut.body.message).toBe('Your session has ended. Please log in again.');

    accounts.delete(ADMIN_ID);
    const deleted = await request(app).get('/desk').set(token).expect(401);
    expect(deleted.body.message).toBe('This account no longer exists.');
  });
});
