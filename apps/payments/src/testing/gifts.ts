// Test helpers for donors: a monthly gift given in demo mode, and the emailed session that
// "Manage my monthly gift" needs.
import type { Express } from 'express';
import request from 'supertest';
import { vi } from 'vitest';
import { giftCheckoutResponseSchema, librarySessionSchema } from '@ministry/contracts';

interface Shop {
  app: Express;
  readOutbox: () => Promise<string[]>;
}

/** The manage links emailed so far, in order (each email names its link twice). */
export async function manageLinks(shop: Pick<Shop, 'readOutbox'>): Promise<string[]> {
  const emails = await shop.readOutbox();
  const tokens = emails.flatMap((email) =>
    [...email.matchAll(/https:\/\/shop\.example\/donate\/manage\/sign-in\?token=([\w-]+)/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set(tokens)];
}

export const askForManageLink = (shop: Pick<Shop, 'app'>, email: string) =>
  request(shop.app).post('/gifts/manage/sign-in-links').send({ email });

/** Asks for a link for `email`, waits for it, and signs in with it: the bearer header. */
export async function signInDonor(shop: Shop, email: string): Promise<Record<string, string>> {
  const before = (await manageLinks(shop)).length;
  await askForManageLink(shop, email).expect(202);
  const token = await vi.waitFor(async () => {
    const link = (await manageLinks(shop))[before];
    if (!link) throw new Error('no manage email yet');
    return link;
  });
  const response = await request(shop.app)
    .post('/gifts/manage/sessions')
    .send({ token })
    .expect(201);
  const session = librarySessionSchema.parse(response.body);
  return { Authorization: `Bearer ${session.sessionToken}` };
}

/** A demo monthly gift from `email`: answers its plan id. */
export async function giveMonthly(shop: Pick<Shop, 'app'>, email: string, amount = 25) {
  const response = await request(shop.app)
    .post('/gifts')
    .send({ frequency: 'monthly', amount, fund: 'printed-copies-for-prisons', email })
    .expect(201);
  const answer = giftCheckoutResponseSchema.parse(response.body);
  if (answer.mode !== 'demo' || !answer.planId) throw new Error('expected a demo monthly gift');
  return answer.planId;
}
