import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, origin } from '@/testing/server';

const freeProduct = buildProduct({ name: 'Prayer Card', slug: 'prayer-card', price: 0 });
const productHandler = http.get(apiPath('/products'), () => HttpResponse.json([freeProduct]));

/** The download answer for the free product, and what the page asked with. */
function downloadAnswer(answer: () => Response) {
  const asked: unknown[] = [];
  const handler = http.post(
    apiPath(`/products/${freeProduct._id}/download`),
    async ({ request }) => {
      asked.push(await request.json());
      return answer();
    },
  );
  return { asked, handler };
}

/** Links the page clicks on its own (jsdom does not follow them). */
function watchClickedLinks() {
  const clicked: { href: string; download: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.hasAttribute('download') });
  });
  return clicked;
}

describe('free downloads', () => {
  it('downloads the api’s file from the page itself, opening no tab', async () => {
    const open = vi.spyOn(window, 'open');
    const clicked = watchClickedLinks();
    const { asked, handler } = downloadAnswer(() =>
      HttpResponse.json({ downloadUrl: '/api/downloads/abc' }),
    );
    const { user } = await renderApp('/product/prayer-card', {
      handlers: [productHandler, handler],
    });

    await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your download has started.');
    expect(asked).toEqual([{ type: 'free' }]);
    expect(clicked).toEqual([{ href: `${origin}/api/downloads/abc`, download: true }]);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'download it here' })).toHaveAttribute(
      'href',
      `${origin}/api/downloads/abc`,
    );
  });

  it('opens a product’s external link in a new tab, and gives the link too', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { handler } = downloadAnswer(() =>
      HttpResponse.json({ downloadUrl: 'https://files.example.org/card.pdf' }),
    );
    const { user } = await renderApp('/product/prayer-card', {
      handlers: [productHandler, handler],
    });

    await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your download has opened in a new tab.',
    );
    expect(open).toHaveBeenCalledWith(
      'https://files.example.org/card.pdf',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByRole('link', { name: 'open your download here' })).toHaveAttribute(
      'href',
      'https://files.example.org/card.pdf',
    );
  });

  it('says "Download failed. Please try again." when the call fails, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open');
    const { handler } = downloadAnswer(() =>
      HttpResponse.json({ message: 'Download not available' }, { status: 404 }),
    );
    const { user } = await renderApp('/product/prayer-card', {
      handlers: [productHandler, handler],
    });

    await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Download failed. Please try again.',
    );
    expect(logged).toHaveBeenCalledWith('Download not available');
    expect(open).not.toHaveBeenCalled();
  });

  it.each([{}, { downloadUrl: '' }])(
    'logs "No download URL received" and says the download failed when the answer is %o',
    async (answer) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const clicked = watchClickedLinks();
      const { handler } = downloadAnswer(() => HttpResponse.json(answer));
      const { user } = await renderApp('/product/prayer-card', {
        handlers: [productHandler, handler],
      });

      await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Download failed. Please try again.',
      );
      expect(logged).toHaveBeenCalledWith('No download URL received');
      expect(clicked).toEqual([]);
    },
  );
});
