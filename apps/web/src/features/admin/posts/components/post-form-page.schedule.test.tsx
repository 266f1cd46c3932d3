// Scheduling a new post: on a date, or some days from Pascha (the next one offered first).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost } from '../../testing/factories';
import { renderAdmin, signIn, findOutcome } from '../../testing/render-admin';
import { categories, paschaApi, postsList, writePost } from '../testing/post-form-api';
import { apiPath, server } from '@/testing/server';

describe('NewPostPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('schedules the post some days before Pascha, showing the day it will publish', async () => {
    signIn();
    categories();
    postsList();
    paschaApi();
    let body: unknown;
    server.use(
      http.post(apiPath('/posts'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildPost(), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(screen.getByRole('radio', { name: 'Some days before or after Pascha' }));
    const year = screen.getByLabelText('Of the year');
    await user.clear(year);
    await user.type(year, '2027');

    expect(await screen.findByText('Publishes on Sunday, April 25, 2027')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Before or after'), 'after Pascha');
    expect(await screen.findByText('Publishes on Sunday, May 9, 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(body).toMatchObject({
      published: false,
      schedule: { kind: 'pascha', days: 7, year: 2027 },
    });
  });

  describe('Pascha offered by default', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("offers this year's Pascha while its day is still ahead", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-02-10T12:00:00Z'));
      signIn();
      categories();
      paschaApi();
      const { user } = renderAdmin('/admin/posts/new');

      await user.click(
        await screen.findByRole('radio', { name: 'Some days before or after Pascha' }),
      );

      expect(await screen.findByText('Publishes on Sunday, April 5, 2026')).toBeInTheDocument();
      expect(screen.getByLabelText('Of the year')).toHaveValue(2026);
    });

    it("offers next year's Pascha once this year's day has passed, and explains a past year in words", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
      signIn();
      categories();
      paschaApi();
      const { user } = renderAdmin('/admin/posts/new');

      await user.click(
        await screen.findByRole('radio', { name: 'Some days before or after Pascha' }),
      );

      expect(await screen.findByText('Publishes on Sunday, April 25, 2027')).toBeInTheDocument();
      const year = screen.getByLabelText('Of the year');
      expect(year).toHaveValue(2027);

      await user.clear(year);
      await user.type(year, '2026');
      expect(
        await findOutcome(
          'alert',
          'That date, April 5, 2026, has already passed: choose a later year.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Publishes on/)).toBeNull();
      expect(screen.queryByText(/in the past/)).toBeNull();
    });
  });

  it('schedules the post on a date', async () => {
    signIn();
    categories();
    postsList();
    let body: unknown;
    server.use(
      http.post(apiPath('/posts'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildPost(), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2099-03-25');

    expect(screen.getByText('Publishes on Wednesday, March 25, 2099')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(body).toMatchObject({
      published: false,
      schedule: { kind: 'date', date: '2099-03-25' },
    });
  });
});
