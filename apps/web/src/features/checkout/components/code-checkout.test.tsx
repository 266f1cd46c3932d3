import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CodeQuote } from '@ministry/contracts';
import { buildCartItem } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { paymentsPath } from '@/testing/server';

const secret = (n: string) => `demo_cs_${n.repeat(32)}_secret_${'b'.repeat(32)}`;

const demoConfig = http.get(paymentsPath('/config'), () => HttpResponse.json({ mode: 'demo' }));

const brightWeek: CodeQuote = {
  code: 'BRIGHT-WEEK',
  description: 'Bright Week sale',
  linesOff: 2,
  shippingOff: 0,
  gives: '20% off',
  says: '20% off, $2.00',
  usesPerBuyer: null,
};

const refusal = (path: string, message: string) =>
  HttpResponse.json(
    { error: 'bad_request', message, details: [{ path, message }] },
    { status: 400 },
  );

/** The checkout's session requests: `answer` plays the server for a body with a code. */
function sessions(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  return {
    bodies,
    handlers: [
      http.post(paymentsPath('/create-checkout-session'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const id = String(bodies.length % 10);
        return body.code
          ? answer({ ...body, id })
          : HttpResponse.json({ clientSecret: secret(id), total: 10 });
      }),
      http.post(
        paymentsPath('/release-checkout-session'),
        () => new HttpResponse(null, { status: 204 }),
      ),
    ],
  };
}

async function applyCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
  await user.type(screen.getByLabelText('Discount code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('checkout: a discount code', () => {
  beforeEach(() => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem({ name: 'Akathist', price: 10 })]));
  });

  it('starts the checkout again with the code, on the buyer’s calendar, and shows what it takes off', async () => {
    localStorage.setItem('calendar', 'old');
    const api = sessions((body) =>
      HttpResponse.json({ clientSecret: secret(String(body.id)), total: 8, discount: brightWeek }),
    );
    const user = userEvent.setup();
    await renderApp('/checkout', { handlers: [demoConfig, ...api.handlers] });
    await screen.findByRole('heading', { name: 'Demo Payment' });

    await applyCode(user, 'bright-week');

    expect(await screen.findByText(/applied/)).toHaveTextContent(
      'Code BRIGHT-WEEK applied: 20% off, $2.00.',
    );
    expect(api.bodies[1]).toMatchObject({ code: 'BRIGHT-WEEK', calendar: 'old' });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText(/Code BRIGHT-WEEK/).parentElement).toHaveTextContent(
      'Code BRIGHT-WEEK (20% off)−$2.00',
    );
    expect(within(summary).getByText('Total').parentElement).toHaveTextContent('$8.00');
    expect(screen.getByRole('button', { name: 'Pay $8.00' })).toBeInTheDocument();

    // Taken off again: the checkout goes on at the full price.
    await user.click(screen.getByRole('button', { name: 'Remove the code' }));
    await waitFor(() => expect(api.bodies).toHaveLength(3));
    expect(api.bodies[2]).not.toHaveProperty('code');
    expect(await screen.findByRole('button', { name: 'Pay $10.00' })).toBeInTheDocument();
  });

  it('takes no payment for the old order while the checkout is made again with a code', async () => {
    const api = sessions((body) =>
      HttpResponse.json({ clientSecret: secret(String(body.id)), total: 8, discount: brightWeek }),
    );
    let releaseNow = () => {};
    const released = new Promise<void>((resolve) => (releaseNow = resolve));
    const user = userEvent.setup();
    await renderApp('/checkout', {
      handlers: [
        demoConfig,
        // The old session's release answers only when the test says so.
        http.post(paymentsPath('/release-checkout-session'), async () => {
          await released;
          return new HttpResponse(null, { status: 204 });
        }),
        ...api.handlers,
      ],
    });
    expect(await screen.findByRole('button', { name: 'Pay $10.00' })).toBeInTheDocument();

    await applyCode(user, 'BRIGHT-WEEK');

    expect(await screen.findByRole('status', { name: 'Preparing your checkout' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(api.bodies).toHaveLength(1);
    releaseNow();
    expect(await screen.findByRole('button', { name: 'Pay $8.00' })).toBeInTheDocument();
    expect(api.bodies).toHaveLength(2);
  });

  it('says why the server refused a code by its field, and the checkout goes on without it', async () => {
    const api = sessions(() => refusal('body.code', 'This code is not valid today.'));
    const user = userEvent.setup();
    await renderApp('/checkout', { handlers: [demoConfig, ...api.handlers] });
    await screen.findByRole('heading', { name: 'Demo Payment' });

    await applyCode(user, 'BRIGHT-WEEK');

    expect(await screen.findByText('This code is not valid today.')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Discount code')).toHaveValue('BRIGHT-WEEK');
    // Made again without the code: the buyer can still pay.
    expect(api.bodies.map((body) => body.code)).toEqual([undefined, 'BRIGHT-WEEK', undefined]);
    expect(await screen.findByRole('button', { name: 'Pay $10.00' })).toBeInTheDocument();
  });

  it('asks for the email of a code counted per person, and fixes it in the payment form', async () => {
    const api = sessions((body) =>
      body.email
        ? HttpResponse.json({
            clientSecret: secret(String(body.id)),
            total: 9,
            discount: {
              ...brightWeek,
              linesOff: 1,
              gives: '$1.00 off',
              says: '$1.00 off, $1.00',
              code: 'WELCOME',
              usesPerBuyer: 1,
            },
          })
        : refusal(
            'body.email',
            'The code WELCOME is for one person once: give the email you will pay with.',
          ),
    );
    const user = userEvent.setup();
    await renderApp('/checkout', { handlers: [demoConfig, ...api.handlers] });
    await screen.findByRole('heading', { name: 'Demo Payment' });

    await applyCode(user, 'welcome');
    const email = await screen.findByLabelText('Your email');
    // The server's word is put under the field once the field is there (an effect after it).
    expect(
      await screen.findByText(
        'The code WELCOME is for one person once: give the email you will pay with.',
      ),
    ).toBeInTheDocument();
    await user.type(email, 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/applied/)).toHaveTextContent('Code WELCOME applied');
    expect(api.bodies.at(-1)).toMatchObject({ code: 'WELCOME', email: 'anna@example.org' });
    expect(screen.getByLabelText('Email address')).toHaveValue('anna@example.org');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
  });

  it('says what is wrong with a code before asking the server', async () => {
    const api = sessions(() => refusal('body.code', 'unused'));
    const user = userEvent.setup();
    await renderApp('/checkout', { handlers: [demoConfig, ...api.handlers] });
    await screen.findByRole('heading', { name: 'Demo Payment' });
    await applyCode(user, 'x!');
    expect(
      await screen.findByText('Discount code must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(api.bodies).toHaveLength(1);
  });
});
