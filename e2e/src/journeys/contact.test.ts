import { describe, expect, it } from 'vitest';
import { findInOutbox } from '../support/files';
import { see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('contact', () => {
  it('sends the contact form and the message lands in the outbox', async () => {
    const page = await shop.visit();
    await page.goto('/contact');
    await seeHeading(page, 'Reach Out for Support or Prayer');
    await see(page.getByText(/within 24 hours/).first());

    const marker = `e2e-${Date.now().toString(36)}`;
    const text = `Please pray for my family. Reference ${marker}.`;
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').fill('Maria Test');
    await form.getByLabel('Email address').fill('maria@example.com');
    await form.getByLabel('Subject (optional)').fill('Prayer request');
    await form.getByLabel('Your message or prayer request').fill(text);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const sent = page.getByRole('status').filter({ hasText: 'Thank you for writing' });
    await see(sent);
    expect(await sent.innerText()).toContain('Your message has been sent.');

    const email = await findInOutbox(shop.dataDir, marker);
    expect(email).toContain(text);
    expect(email).toMatch(/^To: .*support@orthodox-resources\.example/m);
    expect(email).toMatch(/^Reply-To: .*maria@example\.com/m);
  });
});
