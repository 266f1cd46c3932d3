// Giving as a donor does it: the form on /donate (demo mode), and "Manage my monthly gift" by
// an emailed sign-in link. Playwright's waits only, so that hooks and the screenshots script can
// use these too.
import type { Page } from 'playwright-core';
import { findMailInOutbox, sentTo } from './files';
import { see, seeHeading } from './see';

export const givingForm = (page: Page) => page.getByRole('form', { name: 'Giving form' });

/** A gift in honour or in memory of someone, with a card to `card.to` at `card.email`. */
export interface TributeChoice {
  kind: 'In honour of' | 'In memory of';
  name: string;
  card?: { to: string; email: string; message?: string; showAmount?: boolean };
}

/** Names for prayer, as typed one per line. */
export interface PrayerNamesChoice {
  living?: readonly string[];
  departed?: readonly string[];
}

/** Fills the open giving form's tribute (and card) and names for prayer. */
export async function dedicate(
  page: Page,
  { tribute, prayerNames }: { tribute?: TributeChoice; prayerNames?: PrayerNamesChoice },
): Promise<void> {
  const form = givingForm(page);
  if (tribute) {
    await form.getByRole('checkbox', { name: 'Give in honour or in memory of someone' }).check();
    await form.getByRole('radio', { name: tribute.kind }).check();
    await form.getByRole('textbox', { name: /^Their name/ }).fill(tribute.name);
    if (tribute.card) {
      await form.getByRole('checkbox', { name: 'Email a card about this gift to someone' }).check();
      await form.getByRole('textbox', { name: /Send the card to/ }).fill(tribute.card.to);
      await form.getByRole('textbox', { name: /Their email address/ }).fill(tribute.card.email);
      if (tribute.card.message)
        await form.getByRole('textbox', { name: /Your message/ }).fill(tribute.card.message);
      if (tribute.card.showAmount)
        await form.getByRole('checkbox', { name: 'Show the amount on the card' }).check();
    }
  }
  if (prayerNames) {
    await form.getByText('Names for prayer', { exact: true }).click();
    await form
      .getByRole('textbox', { name: /For the living/ })
      .fill((prayerNames.living ?? []).join('\n'));
    await form
      .getByRole('textbox', { name: /For the departed/ })
      .fill((prayerNames.departed ?? []).join('\n'));
  }
}

/** Gives `amount` dollars monthly (or once) on the open /donate page; waits for the thank-you. */
export async function giveInDemo(
  page: Page,
  gift: {
    amount: number;
    monthly: boolean;
    fund?: string;
    email: string;
    name?: string;
    /** Ticks "Add $x to cover card fees"; the button then names the total with the fee. */
    coverFee?: boolean;
    tribute?: TributeChoice;
    prayerNames?: PrayerNamesChoice;
  },
): Promise<void> {
  await page.getByRole('button', { name: 'Give on this page' }).click();
  const form = givingForm(page);
  await see(form);
  await form.getByText(gift.monthly ? 'Give monthly' : 'Give once', { exact: true }).click();
  await form.getByRole('spinbutton', { name: 'Or another amount' }).fill(String(gift.amount));
  if (gift.fund)
    await form.getByRole('combobox', { name: /Fund/ }).selectOption({ label: gift.fund });
  if (gift.name) await form.getByRole('textbox', { name: /Your name/ }).fill(gift.name);
  if (gift.coverFee) await form.getByRole('checkbox', { name: /to cover card fees/ }).check();
  await dedicate(page, gift);
  await form.getByRole('textbox', { name: /Email address/ }).fill(gift.email);
  const give = gift.coverFee
    ? form.getByRole('button', { name: /^Give \$\d+\.\d\d( monthly)?$/ })
    : form.getByRole('button', { name: `Give $${gift.amount}${gift.monthly ? ' monthly' : ''}` });
  await give.click();
  await see(page.getByRole('heading', { name: 'Thank you for your gift' }));
}

export const manageAskForm = (page: Page) =>
  page.getByRole('form', { name: 'Email me a sign-in link' });

/** Types `email` into the open /donate/manage page's form and waits for "Check your email". */
export async function askForManageLink(page: Page, email: string): Promise<void> {
  await manageAskForm(page).getByRole('textbox', { name: 'Email address' }).fill(email);
  await manageAskForm(page).getByRole('button', { name: 'Email me a sign-in link' }).click();
  await see(
    page.getByRole('status').filter({ hasText: 'Check your email' }).filter({ hasText: email }),
  );
}

const MANAGE_LINK = /https?:\/\/\S+\/donate\/manage\/sign-in\?token=[^\s"<>]+/;
const handedOut = new Set<string>();

/** The manage link newly mailed to `email`, as a path of the shop. */
export async function manageLinkFor(dataDir: string, email: string): Promise<string> {
  const mail = await findMailInOutbox(dataDir, (message) => {
    const link = MANAGE_LINK.exec(message.text ?? '')?.[0];
    return sentTo(message, email) && link !== undefined && !handedOut.has(link);
  });
  const link = MANAGE_LINK.exec(mail.text ?? '')?.[0] ?? '';
  handedOut.add(link);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** From anywhere: /donate/manage, a link asked for and followed, the donor's gifts listed. */
export async function signInToManage(page: Page, dataDir: string, email: string): Promise<void> {
  await page.goto('/donate/manage');
  await seeHeading(page, 'Manage My Monthly Gift');
  await askForManageLink(page, email);
  await page.goto(await manageLinkFor(dataDir, email));
  await page.getByRole('button', { name: 'Manage my monthly gift' }).click();
  await page.waitForURL((url) => url.pathname === '/donate/manage');
  await see(page.getByText(`Signed in as ${email}.`));
}
