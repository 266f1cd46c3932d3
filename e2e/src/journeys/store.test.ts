import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop';
import { atPath, see, seeHeading } from '../support/see';

const shop = useShop();

describe('store', () => {
  it('shows each title once on a phone, sorts and filters through the address, and links its collections', async () => {
    const page = await shop.visit({ phone: true });
    await page.goto('/store');
    await seeHeading(page, 'The Store');

    const main = page.locator('main');
    const cardTitles = main.getByRole('listitem').getByRole('heading', { level: 2 });
    await see(cardTitles.first());
    const titles = await cardTitles.allInnerTexts();
    // One card per title: as many cards as the catalogue has slugs, fewer than its products
    // (the seeded catalogue has titles in both formats; other journeys may have added more).
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { slug: string }[];
    const slugs = new Set(products.map((product) => product.slug));
    expect(slugs.size).toBeLessThan(products.length);
    expect(titles).toHaveLength(slugs.size);
    expect(new Set(titles).size).toBe(titles.length);
    const both = main.getByRole('link', { name: /^View Details\s*: Morning and Evening Prayers$/ });
    expect(await both.getAttribute('href')).toBe('/product/morning-and-evening-prayers');
    await see(main.getByText('$4.99 – $9.99'));

    // Physical editions, dearest first.
    const form = page.getByRole('form', { name: 'Sort and filter' });
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await form.getByRole('combobox', { name: 'Format' }).selectOption('physical');
    await form.getByRole('button', { name: 'Apply' }).click();
    await atPath(page, '/store?sort=price-desc&format=physical');
    await expect.poll(() => cardTitles.count()).toBeLessThan(titles.length);
    const prices = await main.getByRole('listitem').locator('p span.tabular-nums').allInnerTexts();
    const amounts = prices.map((price) => (price === 'Free' ? 0 : Number(price.slice(1))));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(await main.getByText('Format: Digital', { exact: false }).count()).toBe(0);

    await form.getByRole('link', { name: 'Clear filters' }).click();
    await atPath(page, '/store');
    await expect.poll(() => cardTitles.count()).toBe(titles.length);

    await page
      .getByRole('navigation', { name: 'Collections' })
      .getByRole('link', { name: 'Great Lent and Pascha' })
      .click();
    await atPath(page, '/collection/great-lent-and-pascha');
    await seeHeading(page, 'Great Lent and Pascha');
  });
});
