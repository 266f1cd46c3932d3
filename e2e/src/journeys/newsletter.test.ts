// The email list as a reader meets it: subscribe from a post, confirm from the email, receive
// the next post as an email, and leave by the link in that email's footer.
import { describe, expect, it } from 'vitest';
import { apiLogin, createPost, storeSession } from '../support/admin';
import { findMailInOutbox, sentTo } from '../support/files';
import { confirmationFor, headerOf, linkIn } from '../support/newsletter';
import { atPath, inViewport, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('the email list', () => {
  it('subscribes from a post, confirms, receives the next post and leaves from its footer', async () => {
    const email = `reader-${Date.now().toString(36)}@example.com`;
    const page = await shop.visit({ phone: true });

    // 1. A reader at the end of a post asks for the journal by email.
    await page.goto('/journey');
    // A post's own link (the feed's is `/journey/feed.xml`).
    await page.locator('main a[href^="/journey/"]:not([href$=".xml"])').first().click();
    await atPath(page, /^\/journey\/[^/]+$/);
    const form = page.getByRole('region', { name: 'Receive the journal by email' }).first();
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('textbox', { name: 'Your name (optional)' }).fill('Photini');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const asked = await see(page.getByRole('status').filter({ hasText: 'Check your inbox' }));
    expect(await inViewport(page, asked)).toBe(true);

    // 2. The confirmation email: a link whose page confirms only when its button is pressed.
    const confirmation = await confirmationFor(shop.dataDir, email);
    await page.goto(linkIn(confirmation, '/subscribe/confirm/'));
    await seeHeading(page, 'Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await seeHeading(page, 'You’re subscribed');
    const welcomed = page.getByRole('status').filter({ hasText: 'Thank you.' });
    expect(await inViewport(page, await see(welcomed))).toBe(true);

    // 3. The owner writes the next post and, from its editor, sends it to the journal's list.
    const owner = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
    const title = `Forgiveness Sunday ${Date.now().toString(36)}`;
    const post = await createPost(shop.url, owner, {
      title,
      excerpt: 'On the eve of Great Lent we ask one another for forgiveness.',
      content: 'Forgive me, a sinner. **God forgives.**',
      published: true,
    });
    const desk = await shop.visit();
    await storeSession(desk, owner);
    await desk.goto(`/admin/posts/${post._id}/edit`);
    const panel = desk.getByRole('form', { name: 'Send as an email' });
    await see(panel.getByRole('checkbox', { name: 'Journal' }));
    expect(await panel.getByRole('checkbox', { name: 'Journal' }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Preview' }).click();
    await see(desk.frameLocator('iframe[title^="Email preview"]').getByText(title).first());
    await panel.getByRole('button', { name: 'Send now' }).click();
    const confirmSend = desk.getByRole('alertdialog');
    await confirmSend.getByRole('button', { name: 'Send now' }).click();
    const queued = await see(panel.getByRole('status').filter({ hasText: 'Queued for Journal.' }));
    expect(await inViewport(desk, queued)).toBe(true);
    await queued.getByRole('link', { name: 'Follow its progress' }).click();
    await seeHeading(desk, 'Emails');
    await see(desk.getByRole('row').filter({ hasText: title }).getByText('Sent', { exact: true }));

    const issue = await findMailInOutbox(
      shop.dataDir,
      (mail) => sentTo(mail, email) && mail.subject === title,
      60_000,
    );
    expect(issue.text).toContain('On the eve of Great Lent');
    expect(linkIn(issue, '/journey/')).toMatch(/^\/journey\/forgiveness-sunday-/);
    expect(headerOf(issue, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(issue, 'List-Unsubscribe')).toMatch(
      /^<https?:\/\/\S+\/api\/subscriptions\/[^>]+\/unsubscribe>, <mailto:/,
    );

    // 4. The footer's "Unsubscribe" opens the reader's page at "Leave every list".
    await page.goto(linkIn(issue, '/subscriptions/', 'Unsubscribe:'));
    await seeHeading(page, 'Your Email Subscriptions');
    const leave = page.getByRole('form', { name: 'Leave every list' });
    await see(leave);
    expect(page.url()).toMatch(/#leave$/);
    expect(await inViewport(page, leave.getByRole('button', { name: 'Leave every list' }))).toBe(
      true,
    );
    await leave.getByRole('button', { name: 'Leave every list' }).click();
    const left = await see(
      page.getByRole('status').filter({ hasText: 'You have left every list' }),
    );
    expect(await inViewport(page, left)).toBe(true);

    // The owner's list says so: this reader receives nothing more.
    await desk.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
    await seeHeading(desk, 'Subscribers');
    await see(desk.getByRole('row').filter({ hasText: email }).getByText('Unsubscribed'));
  });
});
