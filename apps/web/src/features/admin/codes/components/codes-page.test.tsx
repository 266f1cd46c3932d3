import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DiscountCode } from '@ministry/contracts';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 'a'.repeat(24),
  code: 'BRIGHT-WEEK',
  description: 'Bright Week sale',
  kind: 'percent',
  percentOff: 20,
  amountOff: null,
  window: { kind: 'season', season: 'bright-week' },
  maxUses: 100,
  maxUsesPerBuyer: 1,
  minimumOrder: null,
  productIds: [],
  collectionIds: [],
  paused: false,
  used: 3,
  held: 1,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

/** The codes the api holds; what each POST and PATCH sent is kept. */
function codesApi(initial: DiscountCode[]) {
  let codes = [...initial];
  const sent: { method: string; body: unknown }[] = [];
  server.use(
    http.get(paymentsPath('/codes'), () => HttpResponse.json({ codes })),
    http.post(paymentsPath('/codes'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.push({ method: 'POST', body });
      if (body.code.toUpperCase() === 'BRIGHT-WEEK') {
        return HttpResponse.json(
          { error: 'conflict', message: 'The code BRIGHT-WEEK exists already.' },
          { status: 409 },
        );
      }
      const made = code({ id: 'b'.repeat(24), code: body.code.toUpperCase(), used: 0, held: 0 });
      codes = [made, ...codes];
      return HttpResponse.json(made, { status: 201 });
    }),
    http.patch(paymentsPath('/codes/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { paused: boolean };
      sent.push({ method: 'PATCH', body });
      codes = codes.map((item) => (item.id === params.id ? { ...item, ...body } : item));
      return HttpResponse.json(codes.find((item) => item.id === params.id));
    }),
  );
  return sent;
}

describe('CodesPage', () => {
  it('lists each code with what it gives, when, and how often it was used', async () => {
    signIn();
    codesApi([
      code(),
      code({
        id: 'c'.repeat(24),
        code: 'PARISH5',
        description: null,
        kind: 'amount',
        percentOff: null,
        amountOff: 5,
        minimumOrder: 30,
        window: { kind: 'dates', from: '2027-05-01', to: '2027-05-08' },
        maxUses: null,
        maxUsesPerBuyer: null,
        used: 0,
        held: 0,
        paused: true,
      }),
    ]);
    renderAdmin('/admin/codes');

    const table = await screen.findByRole('table', { name: 'Codes' });
    const [, bright, parish] = within(table).getAllByRole('row');
    expect(bright).toHaveTextContent('BRIGHT-WEEK');
    expect(bright).toHaveTextContent('20% off');
    expect(bright).toHaveTextContent('Bright Week, on the buyer’s calendar');
    expect(bright).toHaveTextContent('3 of 100 used, 1 at checkout now; 1 per buyer');
    expect(bright).toHaveTextContent('Active');
    expect(parish).toHaveTextContent('$5.00 off');
    expect(parish).toHaveTextContent('on orders from $30.00');
    expect(parish).toHaveTextContent('May 1, 2027 – May 8, 2027');
    expect(parish).toHaveTextContent('0 used');
    expect(parish).toHaveTextContent('Paused');
    // A code's uses are its orders, on the order desk.
    expect(
      within(table).getByRole('link', { name: 'Orders that used BRIGHT-WEEK' }),
    ).toHaveAttribute('href', '/admin/orders?code=BRIGHT-WEEK');
    expect(within(table).getAllByRole('link')).toHaveLength(1);
  });

  it('creates a code for a season of the Church year, checking it before sending', async () => {
    signIn();
    const sent = codesApi([]);
    const { user } = renderAdmin('/admin/codes');
    expect(
      await screen.findByText('No codes yet. The first one you make appears here.'),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New code' });
    await user.type(within(form).getByLabelText(/^Code/), 'x');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Code must be at least 3 characters')).toBeInTheDocument();
    expect(within(form).getByText('Percent off is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText(/^Code/));
    await user.type(within(form).getByLabelText(/^Code/), 'nativity-fast');
    await user.type(within(form).getByLabelText('Percent off'), '15');
    await user.selectOptions(within(form).getByLabelText('When it works'), 'season');
    await user.selectOptions(within(form).getByLabelText('Season'), 'nativity-fast');
    await user.type(within(form).getByLabelText('Uses in all (optional)'), '50');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));

    expect(
      await screen.findByText('NATIVITY-FAST created. It works at checkout from now on.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          code: 'nativity-fast',
          description: '',
          kind: 'percent',
          percentOff: 15,
          window: { kind: 'season', season: 'nativity-fast' },
          maxUses: 50,
        },
      },
    ]);
    expect(await screen.findByRole('table', { name: 'Codes' })).toHaveTextContent('NATIVITY-FAST');
  });

  it('shows a code that exists already by the Code field', async () => {
    signIn();
    codesApi([]);
    const { user } = renderAdmin('/admin/codes');
    const form = await screen.findByRole('form', { name: 'New code' });
    await user.type(within(form).getByLabelText(/^Code/), 'bright-week');
    await user.selectOptions(within(form).getByLabelText('Gives'), 'free-shipping');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(
      await within(form).findByText('The code BRIGHT-WEEK exists already.'),
    ).toBeInTheDocument();
  });

  it('pauses a code and resumes it', async () => {
    signIn();
    const sent = codesApi([code()]);
    const { user } = renderAdmin('/admin/codes');
    await user.click(await screen.findByRole('button', { name: 'Pause BRIGHT-WEEK' }));
    expect(await screen.findByRole('button', { name: 'Resume BRIGHT-WEEK' })).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', body: { paused: true } }]);
  });

  it('tells an editor that codes are an admin’s, loading nothing', async () => {
    signIn({ role: 'editor' });
    let asked = false;
    server.use(
      http.get(paymentsPath('/codes'), () => {
        asked = true;
        return HttpResponse.json({ codes: [] });
      }),
    );
    renderAdmin('/admin/codes');
    expect(await screen.findByText('Codes are managed by an admin.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
