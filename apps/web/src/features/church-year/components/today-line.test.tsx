import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildChurchDay } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

// The ministry keeps the New Calendar: 7 January is a Thursday after Theophany there, the Nativity
// on the Old.
const calendarDay = http.get(apiPath('/calendar/today'), ({ request }) => {
  const query = new URL(request.url).searchParams;
  return HttpResponse.json(
    query.get('calendar') === 'old'
      ? buildChurchDay({
          date: query.get('date') ?? '',
          calendar: 'old',
          season: { id: 'twelve-days', name: 'Twelve Days of Christmas', day: 1 },
          feasts: [{ id: 'nativity', name: 'Nativity of Christ', rank: 'great' }],
          fast: { isFastDay: false, level: 'none', reason: 'fast-free-period', description: '' },
        })
      : buildChurchDay({
          date: '2027-01-07',
          season: { id: 'ordinary', name: 'After Pentecost', week: 32 },
          fast: { isFastDay: false, level: 'none', reason: 'no-fast', description: '' },
        }),
  );
});

const todayBox = () => screen.getByRole('complementary', { name: 'Today in the Church' });

afterEach(() => {
  localStorage.clear();
});

describe('the Today line', () => {
  it('shows the ministry’s calendar to a visitor who has not chosen one', async () => {
    await renderApp('/about', { handlers: [calendarDay] });

    const box = await screen.findByRole('complementary', { name: 'Today in the Church' });
    expect(
      await within(box).findByText(/Thursday of the 32nd week after Pentecost · no fast/),
    ).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'new' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the stored choice’s day after hydration, in the same box', async () => {
    localStorage.setItem('calendar', 'old');
    await renderApp('/about', { handlers: [calendarDay] });
    const box = await screen.findByRole('complementary', { name: 'Today in the Church' });
    const boxClass = box.className;

    expect(
      await within(box).findByText(/Twelve Days of Christmas · day 1 · Nativity of Christ/),
    ).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'old' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(todayBox()).toBe(box);
    expect(box.className).toBe(boxClass);
    expect(boxClass).toContain('h-10');
  });

  it('keeps a new choice for the next visit and swaps the line', async () => {
    const { user } = await renderApp('/about', { handlers: [calendarDay] });
    const box = await screen.findByRole('complementary', { name: 'Today in the Church' });

    await user.click(await within(box).findByRole('button', { name: 'old' }));

    expect(await within(box).findByText(/Nativity of Christ/)).toBeInTheDocument();
    expect(localStorage.getItem('calendar')).toBe('old');
    await user.click(within(box).getByRole('button', { name: 'new' }));
    await waitFor(() =>
      expect(box).toHaveTextContent('Thursday of the 32nd week after Pentecost · no fast'),
    );
    expect(localStorage.getItem('calendar')).toBe('new');
  });

  it('links "and N more" to the day’s page and explains the fast', async () => {
    const meeting = http.get(apiPath('/calendar/today'), () =>
      HttpResponse.json(
        buildChurchDay({
          date: '2031-02-02',
          feasts: [
            { id: 'meeting', name: 'Meeting of the Lord', rank: 'great' },
            { id: 'publican-pharisee', name: 'Sunday of the Publican', rank: 'commemoration' },
          ],
          tone: 8,
        }),
      ),
    );
    await renderApp('/about', { handlers: [meeting] });

    const box = await screen.findByRole('complementary', { name: 'Today in the Church' });
    expect(await within(box).findByRole('link', { name: 'and 1 more' })).toHaveAttribute(
      'href',
      '/calendar/2031-02-02',
    );
    expect(within(box).getByText(/Meeting of the Lord/)).toHaveTextContent(/Tone 8 · strict fast/);
    expect(
      within(box).getByText(/Fasting as in the Russian tradition: strict fast \(no meat/),
    ).toBeInTheDocument();
  });
});
