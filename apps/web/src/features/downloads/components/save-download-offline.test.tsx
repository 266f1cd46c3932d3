import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installCacheStorage } from '@/testing/cache-storage';
import { origin, server } from '@/testing/server';
import { SaveDownloadOffline } from './save-download-offline';

const PDF = '%PDF-1.7 the Psalter';

afterEach(() => vi.unstubAllGlobals());

describe('Save for offline in My Downloads', () => {
  it('fetches the file the way Download does and keeps it, titled, to open offline', async () => {
    const caches = installCacheStorage();
    let asked: URLSearchParams | undefined;
    server.use(
      http.post(`${origin}/downloads`, async ({ request }) => {
        asked = new URLSearchParams(await request.text());
        return new HttpResponse(PDF, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="psalter.pdf"',
          },
        });
      }),
    );
    render(<SaveDownloadOffline itemId="item-7" title="The Psalter" />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Save for offline The Psalter' }),
    );
    expect(await screen.findByText('Saved on this device.')).toBeVisible();
    expect(asked?.get('intent')).toBe('download');
    expect(asked?.get('itemId')).toBe('item-7');

    const link = screen.getByRole('link', { name: 'Open saved copy of The Psalter' });
    expect(link).toHaveAttribute('href', '/saved-for-offline/item-7');
    const kept = caches.get('saved-for-offline')?.get(`${origin}/saved-for-offline/item-7`);
    expect(kept?.headers.get('Content-Type')).toBe('application/pdf');
    expect(kept?.headers.get('Content-Disposition')).toBe('attachment; filename="psalter.pdf"');
    expect(decodeURIComponent(kept?.headers.get('X-Saved-Title') ?? '')).toBe('The Psalter');
    expect(await kept?.clone().text()).toBe(PDF);

    await userEvent.click(screen.getByRole('button', { name: 'Remove from offline The Psalter' }));
    expect(
      await screen.findByRole('button', { name: 'Save for offline The Psalter' }),
    ).toBeVisible();
    expect(caches.get('saved-for-offline')?.size).toBe(0);
  });

  it('says so when the file could not be had', async () => {
    installCacheStorage();
    server.use(http.post(`${origin}/downloads`, () => HttpResponse.text('gone', { status: 410 })));
    render(<SaveDownloadOffline itemId="item-7" title="The Psalter" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save for offline The Psalter' }),
    );
    expect(
      await screen.findByText('It could not be saved. Please try again, or download it.'),
    ).toBeVisible();
  });
});
