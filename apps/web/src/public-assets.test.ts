import { existsSync } from 'node:fs';
import { join } from 'node:path';
// The demo catalogue (packages/catalogue-seed): every picture it names must be served by the web.
import { productImageAddress, SEED_TITLES } from '@ministry/catalogue-seed';

const publicFile = (address: string) => join(import.meta.dirname, '..', 'public', address);

describe('static assets', () => {
  it('has the placeholder, the candle video and a banner per catalogue page', () => {
    for (const address of [
      'placeholder.svg',
      'media/candle.mp4',
      'images/purpose-banner.svg',
      ...['nutsandbolts', 'biblestudies', 'prayers', 'booklets', 'freebies', 'graphics'].map(
        (page) => `images/categories/${page}.svg`,
      ),
    ]) {
      expect(existsSync(publicFile(address)), address).toBe(true);
    }
  });

  it('has every picture the seed catalogue refers to', () => {
    const addresses = new Set<string>(
      SEED_TITLES.map((title) => title.imageUrl ?? productImageAddress(title.slug)),
    );
    for (const match of JSON.stringify(SEED_TITLES).matchAll(
      /\/(?:images|media)\/[\w/.-]+\.\w+|\/placeholder\.svg/g,
    )) {
      addresses.add(match[0]);
    }
    const missing = [...addresses].filter((address) => !existsSync(publicFile(address.slice(1))));
    expect(missing).toEqual([]);
  });
});
