import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

const prisons = {
  id: 'printed-copies-for-prisons',
  name: 'Printed copies for prisons',
  retired: false,
  goal: null,
};
const parishes = {
  id: 'free-booklets-for-parishes',
  name: 'Free booklets for parishes',
  retired: false,
  goal: null,
};

const summary = {
  thisMonth: { amount: 0, count: 0 },
  thisYear: { amount: 0, count: 0 },
  byFund: [],
  oneOff: { amount: 0, count: 0 },
  monthly: { amount: 0, count: 0 },
  activeMonthlyDonors: 0,
};

function answerGiftsPage(funds: () => Response) {
  server.use(
    http.get(paymentsPath('/gifts/summary'), () => HttpResponse.json(summary)),
    http.get(paymentsPath('/gifts'), () =>
      HttpResponse.json({ gifts: [], total: 0, page: 1, pageSize: 50 }),
    ),
    http.get(paymentsPath('/gifts/funds'), funds),
  );
}

describe('the funds section of /admin/gifts', () => {
  it('renames, adds, moves and retires funds, and says when they are saved', async () => {
    signIn();
    let sent: unknown;
    answerGiftsPage(() => HttpResponse.json({ funds: [prisons, parishes] }));
    server.use(
      http.patch(paymentsPath('/gifts/funds'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          funds: [
            { ...parishes, name: 'Booklets for parishes' },
            { ...prisons, retired: true },
            { id: 'icons-for-missions', name: 'Icons for missions', retired: false, goal: null },
          ],
        });
      }),
    );
    const { user } = renderAdmin('/admin/gifts');

    const section = await screen.findByRole('region', { name: 'Funds' });
    const second = await within(section).findByLabelText('Fund 2 name');
    await user.clear(second);
    await user.type(second, 'Booklets for parishes');
    await user.click(
      within(section).getByRole('button', { name: 'Move Free booklets for parishes up' }),
    );
    await user.click(
      within(section).getAllByRole('checkbox', { name: 'Retired' })[1] as HTMLElement,
    );
    await user.click(within(section).getByRole('button', { name: 'Add a fund' }));
    await user.type(within(section).getByLabelText('Fund 3 name'), 'Icons for missions');
    await user.click(within(section).getByRole('button', { name: 'Save funds' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Saved.');
    expect(sent).toEqual({
      funds: [
        { id: parishes.id, name: 'Booklets for parishes', retired: false, goal: null },
        { id: prisons.id, name: prisons.name, retired: true, goal: null },
        { name: 'Icons for missions', retired: false, goal: null },
      ],
    });
    expect(within(section).getByLabelText('Fund 3 name')).toHaveValue('Icons for missions');
  });

  it('gives a fund a goal over a period, and refuses a period that ends before it starts', async () => {
    signIn();
    let sent: unknown;
    answerGiftsPage(() => HttpResponse.json({ funds: [prisons, parishes] }));
    server.use(
      http.patch(paymentsPath('/gifts/funds'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent = body;
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderAdmin('/admin/gifts');

    const section = await screen.findByRole('region', { name: 'Funds' });
    await user.click(
      (
        await within(section).findAllByRole('checkbox', { name: /Raise a set amount/ })
      )[0] as HTMLElement,
    );
    const amount = within(section).getByLabelText('Goal in dollars');
    await user.clear(amount);
    await user.type(amount, '4000');
    await user.type(
      within(section).getByLabelText('What it is for (optional)'),
      '500 prayer books for prisons',
    );
    await user.type(within(section).getByLabelText('Period'), 'Great Lent 2027');
    await user.type(within(section).getByLabelText('First day'), '2027-03-15');
    await user.type(within(section).getByLabelText('Last day'), '2027-03-01');
    await user.click(within(section).getByRole('button', { name: 'Save funds' }));

    expect(
      await within(section).findByText('Last day must not be before the first day'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.clear(within(section).getByLabelText('Last day'));
    await user.type(within(section).getByLabelText('Last day'), '2027-05-01');
    await user.click(within(section).getByRole('button', { name: 'Save funds' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Saved.');
    expect(sent).toEqual({
      funds: [
        {
          ...prisons,
          goal: {
            amount: 4000,
            description: '500 prayer books for prisons',
            label: 'Great Lent 2027',
            startsOn: '2027-03-15',
            endsOn: '2027-05-01',
          },
        },
        parishes,
      ],
    });
  });

  it('refuses two funds of one name before sending, and shows the server’s refusal', async () => {
    signIn();
    answerGiftsPage(() => HttpResponse.json({ funds: [prisons] }));
    server.use(
      http.patch(paymentsPath('/gifts/funds'), () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'funds must keep a fund',
            details: [
              {
                path: 'funds',
                message:
                  'must keep “Printed copies for prisons”: retire a fund instead of removing it',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/gifts');
    const section = await screen.findByRole('region', { name: 'Funds' });

    await user.click(await within(section).findByRole('button', { name: 'Add a fund' }));
    await user.type(within(section).getByLabelText('Fund 2 name'), 'printed copies for prisons');
    await user.click(within(section).getByRole('button', { name: 'Save funds' }));
    expect(
      await within(section).findByText('Name is already the name of another fund'),
    ).toBeInTheDocument();

    await user.clear(within(section).getByLabelText('Fund 2 name'));
    await user.type(within(section).getByLabelText('Fund 2 name'), 'Icons');
    await user.click(within(section).getByRole('button', { name: 'Save funds' }));
    expect(
      await within(section).findByText(
        'Funds must keep “Printed copies for prisons”: retire a fund instead of removing it',
      ),
    ).toBeInTheDocument();
  });

  it('says when the funds cannot be fetched', async () => {
    signIn();
    answerGiftsPage(() =>
      HttpResponse.json({ error: 'internal', message: 'Down for a moment' }, { status: 500 }),
    );
    renderAdmin('/admin/gifts');

    const section = await screen.findByRole('region', { name: 'Funds' });
    expect(await within(section).findByText('Failed to fetch the funds.')).toBeInTheDocument();
  });
});
