import { describe, expect, it } from 'vitest';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('site search', () => {
  it('searches from the desktop header and opens a product from the results', async () => {
    const page = await shop.visit();
    await page.goto('/');
    const header = page.getByRole('banner');

    await header.locator('summary', { hasText: 'Search' }).click();
    const field = header.getByRole('searchbox', { name: 'Search the site' });
    await see(field);
    await field.fill('akathist');
    await field.press('Enter');

    await atPath(page, '/search?q=akathist');
    await seeHeading(page, 'Search');
    const main = page.getByRole('main');
    await see(main.getByRole('heading', { level: 2, name: /^Products \(\d+\)$/ }));
    await see(main.getByRole('status').filter({ hasText: /results? for “akathist”/ }));
    const result = main.getByRole('link', { name: 'Akathist Hymn to the Most Holy Theotokos' });
    expect(await result.locator('mark').first().innerText()).toBe('Akathist');
    // The header's field closed with the search it sent.
    expect(await field.isVisible()).toBe(false);

    await result.click();
    await atPath(page, /^\/product\/akathist-to-the-theotokos/);
    await seeHeading(page, 'Akathist Hymn to the Most Holy Theotokos');
  });

  it('searches from the phone menu', async () => {
    const page = await shop.visit({ phone: true });
    await page.goto('/');
    await page.locator('summary', { hasText: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const field = menu.getByRole('searchbox', { name: 'Search the site' });
    await see(field);

    await field.fill('morning prayers');
    await field.press('Enter');

    await atPath(page, '/search?q=morning+prayers');
    await see(page.getByRole('main').getByRole('link', { name: 'Morning and Evening Prayers' }));
    expect(await menu.isVisible()).toBe(false);
  });

  it('finds Theotokos content for "Mary", and tolerates a typo', async () => {
    const page = await shop.visit();
    const main = page.getByRole('main');
    const theotokos = main.getByRole('link', { name: 'Akathist Hymn to the Most Holy Theotokos' });

    await page.goto('/search?q=Mary');
    await see(theotokos);
    expect(await theotokos.locator('mark').allInnerTexts()).toContain('Theotokos');

    await page.goto('/search?q=Akathsit');
    await see(theotokos);
  });

  it('says what to do when nothing matches, and when the query is too long', async () => {
    const page = await shop.visit();
    await page.goto('/search?q=xyzzy+plugh');
    const main = page.getByRole('main');
    await see(main.getByRole('heading', { name: 'Nothing found' }));
    await see(main.getByRole('link', { name: 'the Store' }));

    const response = await page.goto(`/search?q=${'a'.repeat(1000)}`);
    expect(response?.status()).toBe(400);
    await see(main.getByRole('heading', { name: 'That search is too long' }));
    expect(await main.getByRole('searchbox').inputValue()).toHaveLength(200);
  });

  it('focuses the field of an empty search page and offers examples', async () => {
    const page = await shop.visit();
    await page.goto('/search');
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await see(page.getByRole('heading', { name: 'Search the whole site' }));
    await expect
      .poll(() => field.evaluate((element) => element === document.activeElement))
      .toBe(true);

    await page.getByRole('link', { name: 'Theotokos', exact: true }).click();
    await atPath(page, '/search?q=Theotokos');
    await see(page.getByRole('main').getByRole('heading', { level: 2, name: /^Products/ }));
    expect(await field.inputValue()).toBe('Theotokos');
  });
});
