import {
  billingPortalSchema,
  giftReceiptSchema,
  librarySessionSchema,
  librarySignInResponseSchema,
  managedGiftsSchema,
  monthlyGiftSchema,
  sponsoredGiftsSchema,
  type ManagedGifts,
  type SponsoredGift,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { emailSessionCookie, forVisitor, sessionBearer } from '@/lib/email-session.server';
import type { VisitorHeaders } from '@/lib/route-action';

/**
 * "Manage my monthly gift" as the page's server sees it: payments' `/gifts/manage/*` calls and
 * the cookie that keeps the donor's short session. Server only (`.server`): the session token
 * never reaches the page's JavaScript.
 */

/**
 * The donor's session. Its path is `/donate`, not `/donate/manage`: the router's data requests
 * go to `/donate/manage.data`, outside the narrower path.
 */
const session = emailSessionCookie('gift_manage_session', '/donate');

export const manageSessionCookie = session.cookie;
export const readManageToken = session.read;
export const keepManageSession = session.keep;
export const forgetManageSession = session.forget;

/** `POST {payments}/gifts/manage/sign-in-links`: the same answer for every address. */
export const requestManageLink = (email: string, visitor: VisitorHeaders | undefined) =>
  apiRequest('/gifts/manage/sign-in-links', {
    service: 'payments',
    method: 'POST',
    body: { email },
    schema: librarySignInResponseSchema,
    ...forVisitor(visitor),
  });

/** `POST {payments}/gifts/manage/sessions`: the emailed link's token for a session, once. */
export const openManageSession = (token: string, visitor: VisitorHeaders | undefined) =>
  apiRequest('/gifts/manage/sessions', {
    service: 'payments',
    method: 'POST',
    body: { token },
    schema: librarySessionSchema,
    ...forVisitor(visitor),
  });

/** `GET {payments}/gifts/manage`: the donor's active monthly gifts. */
export const getManagedGifts = (
  sessionToken: string,
  signal?: AbortSignal,
): Promise<ManagedGifts> =>
  apiRequest('/gifts/manage', {
    service: 'payments',
    schema: managedGiftsSchema,
    headers: sessionBearer(sessionToken),
    signal,
  });

/** `GET {payments}/gifts/manage/sponsored-copies`: the donor's gifts of copies, and those sent. */
export const getSponsoredGifts = async (
  sessionToken: string,
  signal?: AbortSignal,
): Promise<SponsoredGift[]> =>
  (
    await apiRequest('/gifts/manage/sponsored-copies', {
      service: 'payments',
      schema: sponsoredGiftsSchema,
      headers: sessionBearer(sessionToken),
      signal,
    })
  ).gifts;

const planPath = (id: string, action: string) =>
  `/gifts/manage/${encodeURIComponent(id)}/${action}`;

/** Demo mode: a new monthly amount (the service checks the bounds). */
export const changeManagedAmount = (sessionToken: string, id: string, amount: number) =>
  apiRequest(planPath(id, 'amount'), {
    service: 'payments',
    method: 'POST',
    body: { amount },
    schema: monthlyGiftSchema,
    headers: sessionBearer(sessionToken),
  });

export const cancelManagedGift = (sessionToken: string, id: string) =>
  apiRequest(planPath(id, 'cancel'), {
    service: 'payments',
    method: 'POST',
    schema: monthlyGiftSchema,
    headers: sessionBearer(sessionToken),
  });

/** Demo mode: Stripe's next monthly charge, now. */
export const renewManagedGift = (sessionToken: string, id: string) =>
  apiRequest(planPath(id, 'renew'), {
    service: 'payments',
    method: 'POST',
    schema: giftReceiptSchema,
    headers: sessionBearer(sessionToken),
  });

/** Stripe mode: the customer portal's address for this plan. */
export async function openBillingPortal(sessionToken: string, id: string): Promise<string> {
  const answer = await apiRequest(planPath(id, 'portal'), {
    service: 'payments',
    method: 'POST',
    schema: billingPortalSchema,
    headers: sessionBearer(sessionToken),
  });
  return answer.url;
}

export const signOutOfManage = (sessionToken: string) =>
  apiRequest('/gifts/manage/sign-out', {
    service: 'payments',
    method: 'POST',
    headers: sessionBearer(sessionToken),
  });
