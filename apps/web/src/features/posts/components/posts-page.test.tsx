import type { Category } from '@ministry/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost, objectId } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const category = (name: string): Category => ({
  _id: objectId(),
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
});
const categoriesReturn = (categories: Category[]) =>
  http.get(apiPath('/categories'), () => HttpResponse.json(categories));

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
      handlers: [
        categoriesReturn([]),
        http.get(apiPath('/posts'), () => HttpResponse.json([older, draft, newer])),
      ],
    });
    const links = await screen.findAllByRole('link', { name: /^(Older|Newer|Draft)$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Newer', 'Older']);
    expect(links[0]).toHaveAttribute('href', '/journey/newer');
    expect(screen.getByText('February 1, 2025')).toBeInTheDocument();
  });

  it('signs each post with its byline, never its author’s login name', async () => {
    const signed = buildPost({
      title: 'On the Jesus Prayer',
      slug: 'jesus-prayer',
      author: { _id: objectId(), username: 'admin', displayName: 'Fr. John Smith' },
      byline: 'Fr. John Smith',
    });
    const unsigned = buildPost({ title: 'News of the ministry', slug: 'news' });
    await renderApp('/journey', {
      handlers: [
        categoriesReturn([]),
        http.get(apiPath('/posts'), () => HttpResponse.json([signed, unsigned])),
      ],
    });

    const card = (await screen.findByRole('link', { name: 'On the Jesus Prayer' })).closest('li');
    expect(card).toHaveTextContent('by Fr. John Smith');
    expect(
      screen.getByRole('link', { name: 'News of the ministry' }).closest('li'),
    ).toHaveTextContent('by The Ministry');
    expect(document.body).not.toHaveTextContent(/by admin/);
  });

  it('links its RSS feed and its podcast', async () => {
    await renderApp('/journey', {
      handlers: [categoriesReturn([]), http.get(apiPath('/posts'), () => HttpResponse.json([]))],
    });
    expect(await screen.findByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/journey/feed.xml',
    );
    expect(screen.getByRole('link', { name: 'Podcast' })).toHaveAttribute(
      'href',
      '/journey/podcast.xml',
    );
  });

  it('says so when there are no posts yet', async () => {
    await renderApp('/journey', {
      handlers: [categoriesReturn([]), http.get(apiPath('/posts'), () => HttpResponse.json([]))],
    });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('shows an error when the posts cannot be loaded', async () => {
    await renderApp('/journey', {
      handlers: [
        categoriesReturn([]),
        http.get(apiPath('/posts'), () => HttpResponse.json({}, { status: 500 })),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load posts.');
  });

  describe('categories', () => {
    const lent = category('Great Lent');
    const feasts = category('Feasts');
    const unused = category('Unused');
    const fasting = buildPost({ title: 'Fasting', categories: [lent._id] });
    const pascha = buildPost({ title: 'Pascha', categories: [feasts._id, lent._id] });
    const news = buildPost({ title: 'News', categories: [] });
    const journal = [
      categoriesReturn([lent, feasts, unused]),
      http.get(apiPath('/posts'), () => HttpResponse.json([fasting, pascha, news])),
    ];
    const postTitles = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .filter((text) => ['Fasting', 'Pascha', 'News'].includes(text ?? ''));

    it('shows each post’s categories and the categories in use to filter by', async () => {
      await renderApp('/journey', { handlers: journal });
      const filter = await screen.findByRole('navigation', { name: 'Journal categories' });
      expect(
        within(filter)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['All posts', 'Feasts', 'Great Lent']);
      expect(within(filter).getByRole('link', { name: 'All posts' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const paschaCard = screen.getByRole('link', { name: 'Pascha' }).closest('li')!;
      const tags = within(paschaCard).getByRole('list', { name: 'Categories' });
      expect(within(tags).getByRole('link', { name: 'Feasts' })).toHaveAttribute(
        'href',
        '/journey?category=feasts',
      );
      expect(within(tags).getByRole('link', { name: 'Great Lent' })).toBeInTheDocument();
    });

    it('shows only a category’s posts at /journey?category=', async () => {
      await renderApp('/journey?category=great-lent', { handlers: journal });
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Posts in Great Lent' }),
      ).toBeInTheDocument();
      expect(postTitles()).toEqual(['Fasting', 'Pascha']);
      const filter = screen.getByRole('navigation', { name: 'Journal categories' });
      expect(within(filter).getByRole('link', { name: 'Great Lent' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(document.title).toBe('Great Lent · The Journey · Orthodox Resources');
    });

    it('says so for a category the journal does not have, and leads back to all posts', async () => {
      await renderApp('/journey?category=no-such-thing', { handlers: journal });
      const panel = await screen.findByRole('region', {
        name: 'There is no such category in the journal',
      });
      expect(within(panel).getByRole('link', { name: 'read all posts' })).toHaveAttribute(
        'href',
        '/journey',
      );
      expect(screen.queryByRole('link', { name: 'Fasting' })).not.toBeInTheDocument();
    });

    it('says when a category has no posts yet', async () => {
      await renderApp('/journey?category=unused', { handlers: journal });
      expect(
        await screen.findByRole('region', { name: 'No posts in Unused yet' }),
      ).toBeInTheDocument();
    });

    it('still lists the posts when the categories cannot be loaded', async () => {
      await renderApp('/journey', {
        handlers: [
          http.get(apiPath('/categories'), () => HttpResponse.json({}, { status: 500 })),
          http.get(apiPath('/posts'), () => HttpResponse.json([fasting])),
        ],
      });
      expect(await screen.findByRole('link', { name: 'Fasting' })).toBeInTheDocument();
      expect(
        screen.queryByRole('navigation', { name: 'Journal categories' }),
      ).not.toBeInTheDocument();
    });
  });

  it('shows a post with its content rendered from markdown, and its categories as links', async () => {
    const lent = category('Great Lent');
    const post = buildPost({
      title: 'Forgiveness Sunday',
      slug: 'forgiveness',
      content: 'Lent begins with **forgiveness**.\n\n- one\n- two',
      categories: [lent._id],
    });
    await renderApp('/journey/forgiveness', {
      handlers: [
        categoriesReturn([lent, category('Feasts')]),
        http.get(apiPath('/posts/slug/forgiveness'), () => HttpResponse.json(post)),
      ],
    });
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Forgiveness Sunday' }),
    ).toBeInTheDocument();
    expect(
      await within(article).findByText('forgiveness', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Great Lent' })).toHaveAttribute(
      'href',
      '/journey?category=great-lent',
    );
    expect(within(article).queryByRole('link', { name: 'Feasts' })).toBeNull();
    expect(article).toHaveTextContent('by The Ministry');
  });

  it('signs a post’s page with its author’s display name', async () => {
    const post = buildPost({
      title: 'Forgiveness Sunday',
      slug: 'forgiveness',
      publishedAt: '2025-03-02T09:00:00.000Z',
      author: { _id: objectId(), username: 'admin', displayName: 'Presbytera Anna' },
      byline: 'Presbytera Anna',
    });
    await renderApp('/journey/forgiveness', {
      handlers: [
        categoriesReturn([]),
        http.get(apiPath('/posts/slug/forgiveness'), () => HttpResponse.json(post)),
      ],
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByText('March 2, 2025 · by Presbytera Anna')).toBeInTheDocument();
    expect(article).not.toHaveTextContent('admin');
  });

  it('says "Post not found" for an unknown slug', async () => {
    await renderApp('/journey/missing', {
      handlers: [
        categoriesReturn([]),
        http.get(apiPath('/posts/slug/missing'), () =>
          HttpResponse.json({ message: 'Post not found' }, { status: 404 }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });
});
