import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, origin } from '@/testing/server';

const freeProduct = buildProduct({ name: 'Prayer Card', slug: 'prayer-card', price: 0 });
const productHandler = http.get(apiPath('/products'), () => HttpResponse.json([freeProduct]));

function fakeTab() {
  return { opener: {}, location: { href: '' }, close: vi.fn() };
}

describe('free downloads', () => {
  it('asks for the free file and opens it in the tab opened on click', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let body: unknown;
    const { user } = await renderApp('/product/prayer-card', {
      handlers: [
        productHandler,
        http.post(apiPath(`/products/${freeProduct._id}/download`), async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ downloadUrl: '/api/downloads/abc' });
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(body).toEqual({ type: 'free' });
    await vi.waitFor(() => expect(tab.location.href).toBe(`${origin}/api/downloads/abc`));
    expect(tab.opener).toBeNull();
    expect(screen.getByRole('link', { name: 'open your download here' })).toHaveAttribute(
      'href',
      `${origin}/api/downloads/abc`,
    );
  });

  it('still gives a link when the browser blocks the new tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderApp('/product/prayer-card', {
      handlers: [
        productHandler,
        http.post(apiPath(`/products/${freeProduct._id}/download`), () =>
          HttpResponse.json({ downloadUrl: 'https://files.example.org/card.pdf' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));
    expect(await screen.findByRole('link', { name: 'open your download here' })).toHaveAttribute(
      'href',
      'https://files.example.org/card.pdf',
    );
  });

  it('says "Download failed. Please try again." and closes the tab when the call fails', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await renderApp('/product/prayer-card', {
      handlers: [
        productHandler,
        http.post(apiPath(`/products/${freeProduct._id}/download`), () =>
          HttpResponse.json({ message: 'Download not available' }, { status: 404 }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Download failed. Please try again.',
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('says the download failed when no address comes back', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderApp('/product/prayer-card', {
      handlers: [
        productHandler,
        http.post(apiPath(`/products/${freeProduct._id}/download`), () => HttpResponse.json({})),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Get Free Resource' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Download failed. Please try again.',
    );
  });
});
