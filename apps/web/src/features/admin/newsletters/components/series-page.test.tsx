import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findOutcome, renderAdmin, signIn } from '../../testing/render-admin';
import { newslettersApi } from '../../testing/newsletters-api';
import { apiPath, server } from '@/testing/server';

describe('SeriesPage', () => {
  it('shows a series’ texts by day and adds the next day', async () => {
    signIn();
    newslettersApi();
    const day1 = {
      _id: 'b'.repeat(24),
      list: 'great-lent',
      day: 1,
      subject: 'Clean Monday',
      body: 'The Fast begins.',
      updatedAt: '2026-02-01T10:00:00.000Z',
    };
    let added: unknown;
    server.use(
      http.get(apiPath('/newsletters/series'), ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('list') === 'great-lent' ? [day1] : [],
        ),
      ),
      http.post(apiPath('/newsletters/series'), async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ ...day1, _id: 'c'.repeat(24), day: 2 }, { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/newsletters/series');

    expect(await screen.findByRole('heading', { name: 'Day 1' })).toBeInTheDocument();
    expect(screen.getByText(/Day 1 is sent on Clean Monday/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a day' });
    expect(form.querySelector('input[type="number"]')).toHaveValue(2);
    await user.type(screen.getAllByLabelText('Subject').at(-1) as HTMLElement, 'Clean Tuesday');
    await user.type(screen.getAllByLabelText('Text').at(-1) as HTMLElement, 'Keep the Fast.');
    await user.click(screen.getByRole('button', { name: 'Add the day' }));

    expect(await findOutcome('status', 'Series email added.')).toBeVisible();
    expect(added).toEqual({
      list: 'great-lent',
      day: 2,
      subject: 'Clean Tuesday',
      body: 'Keep the Fast.',
    });
  });
});
