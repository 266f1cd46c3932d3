// "My downloads" as a buyer reaches it: ask for a sign-in link, read it in the outbox, open it.
// Playwright's waits only, so that hooks and the screenshots script can use these too.
import type { Page } from 'playwright-core';
import { findMailInOutbox, sentTo } from './files';
import { see, seeHeading } from './see';

export const askForm = (page: Page) => page.getByRole('form', { name: 'Email me a sign-in link' });

/** Types `email` into the open /downloads page's form and waits for "Check your email". */
export async function askForLink(page: Page, email: string): Promise<void> {
  await askForm(page).getByRole('textbox', { name: 'Email address' }).fill(email);
  await askForm(page).getByRole('button', { name: 'Email me a sign-in link' }).click();
  await see(
    page.getByRole('status').filter({ hasText: 'Check your email' }).filter({ hasText: email }),
  );
}

const SIGN_IN_LINK = /https?:\/\/\S+\/downloads\/sign-in\?token=[^\s"<>]+/;

/** Links already handed out: each works once, and the api answers before its mail is written. */
const handedOut = new Set<string>();

/** The sign-in link newly mailed to `email`, as a path of the shop (the mail names its origin). */
export async function signInLinkFor(dataDir: string, email: string): Promise<string> {
  const mail = await findMailInOutbox(dataDir, (message) => {
    const link = SIGN_IN_LINK.exec(message.text ?? '')?.[0];
    return sentTo(message, email) && link !== undefined && !handedOut.has(link);
  });
  const link = SIGN_IN_LINK.exec(mail.text ?? '')?.[0] ?? '';
  handedOut.add(link);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Opens the emailed link and presses its button: the library, signed in. */
export async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await seeHeading(page, 'Open My Downloads');
  await page.getByRole('button', { name: 'Open my downloads' }).click();
}

/** From anywhere: /downloads, a link asked for and followed, the library open. */
export async function signInToLibrary(page: Page, dataDir: string, email: string): Promise<void> {
  await page.goto('/downloads');
  await seeHeading(page, 'My Downloads');
  await askForLink(page, email);
  await openLink(page, await signInLinkFor(dataDir, email));
  await page.waitForURL((url) => url.pathname === '/downloads');
  await see(page.getByText(`Signed in as ${email}.`));
}
