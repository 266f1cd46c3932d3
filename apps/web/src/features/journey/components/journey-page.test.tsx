import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

// The formatted-text renderer is a chunk of its own, loaded on first use. Loaded once here, as a
// returning visitor's browser has it, so that these tests wait for what the page shows and not
// for a cold import (over a second when every package's tests run at once).
beforeAll(async () => {
  await import('@/components/markdown/markdown');
});

describe('the journey', () => {
  it('lists published posts, newest first, each opening its page', async () => {
    const older = buildPost({
      title: 'Older',
      slug: 'older',
      publishedAt: '2025-01-01T00:00:00.000Z',
    });
    const newer = buildPost({
      title: 'Newer',
      slug: 'newer',
      publishedAt: '2025-02-01T00:00:00.000Z',
    });
    const draft = buildPost({ title: 'Draft', published: false });
    await renderApp('/journey', {
      handlers: [http.get(apiPath('/posts'), () => HttpResponse.json([older, draft, newer]))],
    });
    const links = await screen.findAllByRole('link', { name: /^(Older|Newer|Draft)$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Newer', 'Older']);
    expect(links[0]).toHaveAttribute('href', '/journey/newer');
    expect(screen.getByText('February 1, 2025')).toBeInTheDocument();
  });

  it('says so when there are no posts yet', async () => {
    await renderApp('/journey', {
      handlers: [http.get(apiPath('/posts'), () => HttpResponse.json([]))],
    });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('shows an error when the posts cannot be loaded', async () => {
    await renderApp('/journey', {
      handlers: [http.get(apiPath('/posts'), () => HttpResponse.json({}, { status: 500 }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load posts.');
  });

  it('shows a post with its content rendered from markdown', async () => {
    const post = buildPost({
      title: 'Forgiveness Sunday',
      slug: 'forgiveness',
      content: 'Lent begins with **forgiveness**.\n\n- one\n- two',
    });
    await renderApp('/journey/forgiveness', {
      handlers: [http.get(apiPath('/posts/slug/forgiveness'), () => HttpResponse.json(post))],
    });
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Forgiveness Sunday' }),
    ).toBeInTheDocument();
    expect(
      await within(article).findByText('forgiveness', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem')).toHaveLength(2);
    expect(article).toHaveTextContent('by anna');
  });

  it('says "Post not found" for an unknown slug', async () => {
    await renderApp('/journey/missing', {
      handlers: [
        http.get(apiPath('/posts/slug/missing'), () =>
          HttpResponse.json({ message: 'Post not found' }, { status: 404 }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });
});
