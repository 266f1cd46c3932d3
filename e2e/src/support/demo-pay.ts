// The demo payment panel of /checkout, as a buyer fills it in. Every journey that pays goes
// through this one function, so a new step of the form (a delivery address) is added here once.
import type { Page } from 'playwright-core';
import { type DeliveryAddress, fillDeliveryAddress } from './checkout';
import { see, seeHeading } from './see';

export interface DemoPurchase {
  /** The short order number the thank-you page shows ("OR-1042"). */
  orderNumber: string;
}

/**
 * Pays on the checkout page already open in `page` (demo mode: no card) and waits for the
 * thank-you page; `total` is the amount the Pay button must name ("$4.99"); `deliverTo` is the
 * delivery address a cart with a physical item needs (`true`: the test address).
 */
export async function payInDemo(
  page: Page,
  buyer: { email: string; total?: string; deliverTo?: DeliveryAddress | true },
): Promise<DemoPurchase> {
  const payment = page.getByRole('region', { name: 'Demo Payment' });
  await see(payment);
  await payment.getByLabel('Email address').fill(buyer.email);
  if (buyer.deliverTo === true) await fillDeliveryAddress(page);
  else if (buyer.deliverTo) await fillDeliveryAddress(page, buyer.deliverTo);
  const pay = payment.getByRole('button', { name: buyer.total ? `Pay ${buyer.total}` : /^Pay / });
  await pay.click();

  // Playwright's own waits, not vitest's: a test file's beforeAll may arrange an order with it.
  await page.waitForURL((url) => url.pathname === '/return' && url.searchParams.has('session_id'));
  await seeHeading(page, 'Thank You for Your Order');
  const number = page.locator('main').getByText(/^OR-\d+$/);
  await see(number);
  return { orderNumber: (await number.innerText()).trim() };
}
