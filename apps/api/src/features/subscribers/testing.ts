// Test helpers for the email list: an app with known secrets and its own outbox, the emails in
// that outbox, and subscribers written straight to the database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { SubscriberStatus } from '@ministry/contracts';
import { buildApp } from '../catalogue/testing.js';
import { TEST_JWT_SECRET } from '../auth/testing.js';
import { hashToken, manageTokenFor } from './links.js';
import { ensureStartingLists } from './mailing-lists.service.js';
import { SubscriberModel } from './subscriber.model.js';

export const TEST_LINK_SECRET = 'a-test-subscriber-link-secret-long-enough';

/** A fresh api with the starting lists, staff tokens from auth/testing and a throw-away outbox. */
export async function buildListApp(
  overrides: Record<string, string> = {},
  deps: Parameters<typeof buildApp>[1] = {},
) {
  await ensureStartingLists();
  return buildApp(
    { JWT_SECRET: TEST_JWT_SECRET, SUBSCRIBER_LINK_SECRET: TEST_LINK_SECRET, ...overrides },
    deps,
  );
}

export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message, quoted-printable undone (the links read whole). */
  source: string;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every email the app wrote to its development outbox, oldest first. */
export function outboxOf(app: { config: { DATA_DIR: string } }): OutboxMail[] {
  const dir = join(app.config.DATA_DIR, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => {
      const source = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
      return {
        to: /^To: (.*)$/m.exec(source)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(source)?.[1] ?? '',
        source,
      };
    });
}

/** The token of the confirmation link in an email (the web page's address). */
export function confirmTokenIn(mail: OutboxMail | undefined): string {
  const token = /\/subscribe\/confirm\/([A-Za-z0-9_-]+)/.exec(mail?.source ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mail?.source ?? '(no mail)'}`);
  return token;
}

let created = 0;

/**
 * A stored subscriber (confirmed on the journal unless told otherwise) and the key to their
 * preferences, as their emails carry it.
 */
export async function createSubscriber(
  overrides: {
    email?: string;
    name?: string;
    status?: SubscriberStatus;
    lists?: string[];
    calendar?: 'new' | 'old';
  } = {},
) {
  created += 1;
  const _id = new mongoose.Types.ObjectId();
  const manageToken = manageTokenFor(_id.toString(), TEST_LINK_SECRET);
  const at = new Date();
  await SubscriberModel.create({
    _id,
    email: `reader${created}@example.org`,
    status: 'confirmed',
    lists: ['journal'],
    manageTokenHash: hashToken(manageToken),
    confirmedAt: at,
    consents: [{ at, place: 'journal', text: 'I agree', ip: '203.0.113.7' }],
    events: [
      { at, kind: 'subscribed', detail: 'journal: journal' },
      { at, kind: 'confirmed' },
    ],
    ...overrides,
  });
  return { _id: _id.toString(), manageToken };
}
