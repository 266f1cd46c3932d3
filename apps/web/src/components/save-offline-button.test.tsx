import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installCacheStorage } from '@/testing/cache-storage';
import { origin, server } from '@/testing/server';
import { SaveOfflineButton } from './save-offline-button';

const PRAYER = '/product/morning-and-evening-prayers?format=digital';
const prayerPage = () =>
  new HttpResponse('<title>Morning and Evening Prayers</title>', {
    headers: { 'Content-Type': 'text/html' },
  });

beforeEach(() => window.history.replaceState(null, '', PRAYER));
afterEach(() => vi.unstubAllGlobals());

describe('Save for offline', () => {
  it('is not offered where the browser cannot keep pages', () => {
    const { container } = render(<SaveOfflineButton />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the page on the device until it is removed', async () => {
    const caches = installCacheStorage();
    server.use(http.get(`${origin}/product/morning-and-evening-prayers`, prayerPage));
    render(<SaveOfflineButton />);

    await userEvent.click(await screen.findByRole('button', { name: 'Save for offline' }));
    expect(
      await screen.findByText('Saved on this device: it opens without a connection.'),
    ).toBeVisible();
    const saved = caches.get('saved-for-offline');
    expect(await saved?.get(`${origin}${PRAYER}`)?.clone().text()).toContain(
      'Morning and Evening Prayers',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove from offline' }));
    expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeVisible();
    expect(saved?.size).toBe(0);
  });

  it('says so when the page could not be fetched to keep', async () => {
    installCacheStorage();
    server.use(
      http.get(`${origin}/product/morning-and-evening-prayers`, () =>
        HttpResponse.text('down', { status: 503 }),
      ),
    );
    render(<SaveOfflineButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save for offline' }));
    expect(
      await screen.findByText('This page could not be saved. Please try again when online.'),
    ).toBeVisible();
  });

  it('shows a page saved before as saved', async () => {
    const caches = installCacheStorage();
    caches.set('saved-for-offline', new Map([[`${origin}${PRAYER}`, prayerPage()]]));
    render(<SaveOfflineButton />);
    expect(await screen.findByRole('button', { name: 'Remove from offline' })).toBeVisible();
  });
});
