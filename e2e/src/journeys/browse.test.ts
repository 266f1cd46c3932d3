import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop';
import { atPath, gone, see, seeHeading } from '../support/see';

const shop = useShop();

describe('browse', () => {
  it('goes from the featured strip on the home page to a catalogue page and a product page', async () => {
    const page = await shop.visit();
    await page.goto('/');
    await seeHeading(page, 'Welcome to Orthodox Resources');
    for (const blurb of ['Orthodox Tradition', 'Prayer & Worship', 'Community & Growth']) {
      await see(page.getByRole('heading', { name: blurb }));
    }

    const strip = page.getByRole('region', { name: 'Tools for the Journey' });
    const cards = strip.getByRole('link');
    await see(cards);
    const names = await cards.allInnerTexts();
    expect(names).toContain('Morning and Evening Prayers');
    // Featured products are shown once per slug even when both formats are featured.
    expect(names.filter((name) => name === 'Morning and Evening Prayers')).toHaveLength(1);
    const featured = strip.getByRole('link', {
      name: 'Welcome Home: An Introduction to the Orthodox Faith',
    });
    expect(await featured.getAttribute('href')).toBe(
      '/product/introduction-to-orthodoxy?format=physical',
    );

    // A catalogue page from the sidebar.
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Bible Studies' })
      .click();
    await atPath(page, '/biblestudies');
    await seeHeading(page, 'Bible Studies');
    // One card for the title's two editions.
    const study = page.getByRole('link', { name: /^View Study\s*: Light in the Darkness/ });
    await see(study);
    expect(await study.count()).toBe(1);
    expect(await page.title()).toBe('Bible Studies · Orthodox Resources');

    // The product page opens its digital edition and offers the other.
    await study.click();
    await atPath(page, '/product/gospel-of-john-study');
    await seeHeading(page, 'Light in the Darkness: A Study of the Gospel of St. John');
    const main = page.locator('main');
    await see(main.getByText('$12.00'));
    await see(main.getByText('Format: Digital'));
    await see(main.getByRole('button', { name: 'Add to Cart' }));
    await see(main.getByRole('button', { name: 'Buy Now' }));
    for (const section of [
      'Overview',
      'Scriptural Foundation',
      'How to Use',
      'Description',
      'What Others Are Saying',
    ]) {
      await see(main.getByRole('heading', { name: section, exact: true }));
    }

    // Back home, a featured card opens its product in the featured format.
    await page
      .getByRole('link', { name: /Orthodox Resources/ })
      .first()
      .click();
    await atPath(page, '/');
    await featured.click();
    await atPath(page, '/product/introduction-to-orthodoxy?format=physical');
    await seeHeading(page, 'Welcome Home: An Introduction to the Orthodox Faith');
    await see(main.getByText('Format: Physical'));
  });

  it('opens the Offerings menu on hover and on click, and closes it when a link is chosen', async () => {
    const page = await shop.visit();
    await page.goto('/');
    const button = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Offerings' });
    // A menu button: its groups are labelled groups of menu items.
    const group = (name: string) =>
      page.getByRole('menu', { name: 'Offerings' }).getByRole('group', { name, exact: true });

    await button.hover();
    await see(group('Daily Prayer'));
    await see(group('Spiritual Growth'));
    await see(group('Free Resources'));
    expect(await button.getAttribute('aria-expanded')).toBe('true');

    // The pointer leaves: the menu closes after its delay.
    await page.mouse.move(640, 700);
    await gone(group('Daily Prayer'));
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // A click opens it; choosing a link goes there and closes it.
    await button.click();
    await see(group('Spiritual Growth'));
    await group('Spiritual Growth')
      .getByRole('menuitem', { name: /^Booklets/ })
      .click();
    await atPath(page, '/booklets');
    await seeHeading(page, 'Booklets');
    await gone(group('Spiritual Growth'));
  });

  it('lists all ten links, the journal, the Store and "My downloads" flat in the phone menu, which opens and closes', async () => {
    const page = await shop.visit({ phone: true });
    await page.goto('/');
    await see(page.getByRole('heading', { level: 1, name: 'Welcome to Orthodox Resources' }));
    // The desktop navigation is not shown on a phone.
    expect(await page.getByRole('button', { name: 'Offerings' }).isVisible()).toBe(false);

    // A <details> disclosure: it works before the page's JavaScript has arrived.
    const menuButton = (name: string) => page.locator('header summary', { hasText: name });
    await menuButton('Open menu').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await see(menu);
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'About',
      'Our Purpose',
      'Contact',
      'Offer Your Support',
      'Store',
      'My downloads',
      'Orthodox Prayers',
      'Nuts & Bolts of Prayer',
      'Graphics',
      'Bible Studies',
      'Booklets',
      'The Journey',
      'Freebies',
    ]);
    await menuButton('Close menu').click();
    await gone(menu);

    await menuButton('Open menu').click();
    await menu.getByRole('link', { name: 'Freebies' }).click();
    await atPath(page, '/freebies');
    await seeHeading(page, 'Free Resources');
    await gone(menu);
  });
});
