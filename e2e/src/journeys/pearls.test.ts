import { describe, expect, it } from 'vitest';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('pearls', () => {
  it('goes from the sidebar pearl to the pearls page, searches, and says when nothing matches', async () => {
    const page = await shop.visit();
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Orthodox Pearl' });
    const quote = block.locator('blockquote');
    await see(quote);
    const body = (await quote.innerText()).trim();
    // In quotation marks, the site's or the pearl's own (one seeded pearl ends in a quotation),
    // never a doubled pair.
    expect(body).toMatch(/”$/);
    expect(body).not.toMatch(/^““|””$/);
    const title = (await block.locator('blockquote + p').innerText()).trim();

    await block.getByRole('link').click();
    await atPath(page, /^\/pearls\/[0-9a-f]{24}$/);
    await seeHeading(page, 'Orthodox Pearls');

    // The pearl chosen in the sidebar is the featured one.
    const featured = page.getByRole('figure', { name: 'Featured pearl' });
    await see(featured);
    expect(await featured.locator('blockquote').innerText()).toBe(body);
    expect(await featured.innerText()).toContain(title);

    const list = page.getByRole('region', { name: 'All Pearls' });
    const items = list.getByRole('listitem');
    await see(items);
    const all = await items.count();
    expect(all).toBeGreaterThan(1);

    // Search by title or book, ignoring case.
    const search = page.getByRole('searchbox', { name: 'Search by title or book' });
    await search.fill(title.toUpperCase());
    await expect.poll(() => items.count()).toBeLessThan(all);
    expect(await items.count()).toBeGreaterThan(0);
    for (const text of await items.allInnerTexts())
      expect(text.toLowerCase()).toContain(title.toLowerCase());

    await search.fill('no such pearl anywhere');
    await see(list.getByRole('heading', { name: 'No pearls match your filters.' }));
    expect(await items.count()).toBe(0);

    await search.fill('');
    await expect.poll(() => items.count()).toBe(all);
  });

  it('shows a pearl that ends in its own quotation without a second closing mark', async () => {
    const page = await shop.visit();
    await page.goto('/pearls');
    const list = page.getByRole('region', { name: 'All Pearls' });
    await page.getByRole('searchbox', { name: 'Search by title or book' }).fill('Anthony');
    const pearl = list.getByRole('listitem').filter({ hasText: 'I saw the snares' });
    await see(pearl);
    const words = (await pearl.locator('blockquote').innerText()).trim();
    expect(words).toMatch(/^I saw the snares.*saying to me, “Humility\.”$/s);
  });
});
