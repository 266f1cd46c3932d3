import { describe, expect, it } from 'vitest';
import { giveInDemo } from '../support/giving';
import { holdsFocus, inViewport, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('outcomes in sight on a phone (390×844)', () => {
  it('shows a one-off gift’s thanks in the window, with the focus in it and the donor’s name', async () => {
    const page = await shop.visit({ phone: true });
    await page.goto('/donate');
    await seeHeading(page, 'Give Gracefully');
    // The external link is one quiet line, after the form.
    await see(page.getByText(/^Prefer another way\?/));

    await giveInDemo(page, {
      amount: 25,
      monthly: false,
      name: 'Maria Petrova',
      email: `outcome-${Date.now().toString(36)}@example.com`,
    });

    const thanks = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Thank you for your gift' }) });
    await see(thanks);
    await expect.poll(() => inViewport(page, thanks)).toBe(true);
    expect(await holdsFocus(thanks)).toBe(true);
    expect(await thanks.innerText()).toContain('from Maria Petrova');
  });

  it('shows the contact form’s thanks in the window, with the focus in it', async () => {
    const page = await shop.visit({ phone: true });
    await page.goto('/contact');
    await seeHeading(page, 'Reach Out for Support or Prayer');

    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').fill('Anna Outcome');
    await form.getByLabel('Email address').fill('anna@example.com');
    await form.getByLabel('Your message or prayer request').fill('Please pray for my family.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for writing' });
    await see(thanks);
    await expect.poll(() => inViewport(page, thanks)).toBe(true);
    expect(await holdsFocus(thanks)).toBe(true);
  });

  it('sends the contact form without JavaScript and answers with the thanks', async () => {
    const context = await shop.browser.newContext({
      baseURL: shop.url,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Your name').fill('Basil No-Script');
      await form.getByLabel('Email address').fill('basil@example.com');
      await form.getByLabel('Your message or prayer request').fill('Sent before any script ran.');
      await form.getByRole('button', { name: 'Send Message' }).click();

      await see(page.getByRole('status').filter({ hasText: 'Thank you for writing' }));
    } finally {
      await context.close();
    }
  });
});
