// A recording from the admin to the listener: a prayer (a product) and a journal post given a
// recording through the api, the product page's player on a phone (pictured as
// docs/screenshots/audio-player-phone.png), seeking through the gateway (a Range answered 206),
// and the podcast that lists the post.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLogin, type ApiSession } from '../support/admin';
import { seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();
const SCREENSHOT = resolve(import.meta.dirname, '../../../docs/screenshots/audio-player-phone.png');

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each), each filled with its number. */
const mp3Bytes = (frames: number) =>
  Buffer.concat(
    Array.from({ length: frames }, (_, index) =>
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, index)]),
    ),
  );

async function api(session: ApiSession, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${shop.url}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response.json();
}

async function uploadAudio(session: ApiSession, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return (await api(session, '/api/uploads?kind=audio', { method: 'POST', body: form })) as {
    id: string;
    url: string;
    size: number;
  };
}

describe('audio', () => {
  it('plays a prayer’s recording on a phone, seeks by byte ranges, and lists the post in the podcast', async () => {
    const stamp = Date.now().toString(36);
    const session = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
    const bytes = mp3Bytes(24);
    const recording = await uploadAudio(session, bytes, 'prayer-before-sleep.mp3');

    const prayer = (await api(session, '/api/products', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Prayer before Sleep',
        slug: `prayer-before-sleep-${stamp}`,
        description: 'Said at the end of the day, before sleep.',
        category: 'prayers',
        price: 0,
        noImage: true,
        externalUrl: 'https://example.org/prayer-before-sleep',
        audioFileId: recording.id,
        audioTranscript:
          'Into Thy hands, O Lord Jesus Christ, my God, I commend my spirit.\nBless me, have mercy on me, and grant me life eternal. Amen.',
      }),
    })) as { _id: string; slug: string };
    await api(session, `/api/products/${prayer._id}/publish`, { method: 'POST' });

    const page = await shop.visit({ phone: true });
    await page.goto(`/product/${prayer.slug}`);
    await seeHeading(page, 'Prayer before Sleep');
    const listen = page.getByRole('region', { name: 'Listen' });
    const player = listen.getByLabel('Listen: Prayer before Sleep');
    expect(await player.getAttribute('preload')).toBe('none');
    expect(await player.locator('source').getAttribute('type')).toBe('audio/mpeg');
    await listen.getByText('Transcript').click();
    await expect
      .poll(() => listen.getByText(/Into Thy hands, O Lord Jesus Christ/).isVisible())
      .toBe(true);
    await listen.scrollIntoViewIfNeeded();
    await page.screenshot({ path: SCREENSHOT });

    // The player seeks by asking for a byte range; the gateway passes it on and the api answers 206.
    const seek = await fetch(`${shop.url}${recording.url}`, {
      headers: { Range: 'bytes=4170-4177' },
    });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 4170-4177/${bytes.length}`);
    expect([...new Uint8Array(await seek.arrayBuffer())]).toEqual([
      255, 251, 144, 100, 10, 10, 10, 10,
    ]);

    const episode = await uploadAudio(session, mp3Bytes(8), 'vespers.mp3');
    const post = (await api(session, '/api/posts', {
      method: 'POST',
      body: JSON.stringify({
        title: `Vespers, read aloud ${stamp}`,
        excerpt: 'The evening service, read aloud.',
        content: 'O gladsome light.',
        published: true,
        audioFileId: episode.id,
        audioTranscript: 'O gladsome light of the holy glory.',
      }),
    })) as { slug: string };
    await expect
      .poll(async () => (await fetch(`${shop.url}/journey/podcast.xml`)).text(), {
        timeout: 90_000,
      })
      .toContain(`/journey/${post.slug}`);
    const feed = await (await fetch(`${shop.url}/journey/podcast.xml`)).text();
    expect(feed).toContain(
      `<enclosure url="${shop.url}${episode.url}" length="${episode.size}" type="audio/mpeg"/>`,
    );
    const transcript = await fetch(`${shop.url}/api/journey/transcripts/${post.slug}.txt`);
    expect(await transcript.text()).toBe('O gladsome light of the holy glory.');
  }, 180_000);
});
