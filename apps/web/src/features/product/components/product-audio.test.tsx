import type { AudioAttachment, Product } from '@ministry/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildProduct, buildShippingTerms, objectId } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';

const uploadId = objectId();
const recording: AudioAttachment = {
  uploadId,
  url: `/api/uploads/${uploadId}/audio.mp3`,
  contentType: 'audio/mpeg',
  size: 3 * 1024 * 1024,
};

const productAt = (product: Product) => [
  http.get(apiPath('/products'), () => HttpResponse.json([product])),
  http.get(paymentsPath('/shipping'), () => HttpResponse.json(buildShippingTerms())),
];

describe('a product with a recording (a prayer read aloud)', () => {
  it('plays it in the browser’s own player, fetched only when played, with a download link', async () => {
    const prayer = buildProduct({ name: 'Prayer before Sleep', slug: 'sleep', audio: recording });
    await renderApp('/product/sleep', { handlers: productAt(prayer) });

    const listen = await screen.findByRole('region', { name: 'Listen' });
    const player = within(listen).getByLabelText('Listen: Prayer before Sleep');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player.querySelector('source')).toHaveAttribute('type', 'audio/mpeg');
    expect(player.querySelector('source')).toHaveAttribute('src', recording.url);
    const download = within(listen).getByRole('link', { name: 'Download the recording' });
    expect(download).toHaveAttribute('href', recording.url);
    expect(listen).toHaveTextContent('(MP3, 3.0 MB)');
    expect(within(listen).queryByText('Transcript')).not.toBeInTheDocument();
  });

  it('folds the transcript away under "Transcript" until it is opened', async () => {
    const user = userEvent.setup();
    const prayer = buildProduct({
      slug: 'trisagion',
      audio: {
        ...recording,
        transcript: 'Holy God, Holy Mighty,\nHoly Immortal, have mercy on us.',
      },
    });
    await renderApp('/product/trisagion', { handlers: productAt(prayer) });

    const summary = await screen.findByText('Transcript');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Holy Immortal, have mercy on us.');
  });

  it('shows no player for a product without a recording', async () => {
    await renderApp('/product/plain', {
      handlers: productAt(buildProduct({ name: 'Plain Book', slug: 'plain' })),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plain Book' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Listen' })).not.toBeInTheDocument();
  });
});
