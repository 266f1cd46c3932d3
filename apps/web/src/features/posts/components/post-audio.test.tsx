import type { Category } from '@ministry/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost, objectId } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const categoriesReturn = (categories: Category[]) =>
  http.get(apiPath('/categories'), () => HttpResponse.json(categories));

describe('a journal post with a recording', () => {
  it('offers the episode above the text, with its transcript folded away', async () => {
    const uploadId = objectId();
    const post = buildPost({
      title: 'The Jesus Prayer',
      slug: 'jesus-prayer',
      audio: {
        uploadId,
        url: `/api/uploads/${uploadId}/audio.opus`,
        contentType: 'audio/ogg',
        size: 512 * 1024,
        transcript: 'Lord Jesus Christ, Son of God, have mercy on me.',
      },
    });
    await renderApp('/journey/jesus-prayer', {
      handlers: [
        categoriesReturn([]),
        http.get(apiPath('/posts/slug/:slug'), () => HttpResponse.json(post)),
      ],
    });

    const listen = await screen.findByRole('region', { name: 'Listen' });
    const player = within(listen).getByLabelText('Listen: The Jesus Prayer');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player.querySelector('source')).toHaveAttribute('type', 'audio/ogg');
    expect(within(listen).getByRole('link', { name: 'Download the recording' })).toHaveAttribute(
      'href',
      `/api/uploads/${uploadId}/audio.opus`,
    );
    expect(listen).toHaveTextContent('(Ogg, 512 KB)');
    expect(within(listen).getByText('Transcript').closest('details')).toHaveTextContent(
      'have mercy on me.',
    );
  });
});
