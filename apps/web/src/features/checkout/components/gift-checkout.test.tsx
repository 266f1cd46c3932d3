import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildCartItem, buildProduct, buildShippingTerms } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';

const secret = (n: string) => `demo_cs_${n.repeat(32)}_secret_${'b'.repeat(32)}`;

const demoConfig = http.get(paymentsPath('/config'), () => HttpResponse.json({ mode: 'demo' }));
const shippingTerms = http.get(paymentsPath('/shipping'), () =>
  HttpResponse.json(buildShippingTerms()),
);

/** The checkout's session requests, answered with a new session each time unless told. */
function sessions(answer?: (body: Record<string, unknown>) => Response | undefined) {
  const bodies: Record<string, unknown>[] = [];
  const released: unknown[] = [];
  return {
    bodies,
    released,
    handlers: [
      http.post(paymentsPath('/create-checkout-session'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return answer?.(body) ?? HttpResponse.json({ clientSecret: secret(String(bodies.length)) });
      }),
      http.post(paymentsPath('/release-checkout-session'), async ({ request }) => {
        released.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  };
}

async function fillGift(user: ReturnType<typeof userEvent.setup>, deliverOn = '2099-12-24') {
  await user.click(screen.getByRole('checkbox', { name: /This is a gift/ }));
  await user.type(screen.getByLabelText("Recipient's name"), 'Maria');
  await user.type(screen.getByLabelText("Recipient's email address"), 'maria@example.org');
  await user.type(screen.getByLabelText('Your name, as they will see it'), 'John');
  await user.type(screen.getByLabelText('Your message (optional)'), 'For the feast.');
  const day = screen.getByLabelText('Delivery date');
  await user.clear(day);
  await user.type(day, deliverOn);
}

describe('checkout: this is a gift', () => {
  it('starts the checkout again with the gift, giving the first session back', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem({ name: 'Akathist Hymn' })]));
    const api = sessions();
    const user = userEvent.setup();
    await renderApp('/checkout', { handlers: [demoConfig, ...api.handlers] });
    await screen.findByRole('heading', { name: 'Demo Payment' });

    await fillGift(user);
    await user.click(screen.getByRole('button', { name: 'Continue with this gift' }));

    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]?.gift).toEqual({
      recipientName: 'Maria',
      recipientEmail: 'maria@example.org',
      fromName: 'John',
      message: 'For the feast.',
      deliverOn: '2099-12-24',
    });
    expect(api.released).toEqual([{ clientSecret: secret('1') }]);
    expect(await screen.findByText(/we will send it on/)).toHaveTextContent(
      'A gift for Maria (maria@example.org): we will send it on December 24, 2099.',
    );
  });

  it('says what is wrong with a field before asking the server', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem()]));
    const api = sessions();
    const user = userEvent.setup();
    await renderApp('/checkout', { handlers: [demoConfig, ...api.handlers] });
    await screen.findByRole('heading', { name: 'Demo Payment' });

    await user.click(screen.getByRole('checkbox', { name: /This is a gift/ }));
    await user.type(screen.getByLabelText("Recipient's email address"), 'maria at home');
    await user.click(screen.getByRole('button', { name: 'Continue with this gift' }));

    expect(
      await screen.findByText("Recipient's email address must be a valid email address"),
    ).toBeInTheDocument();
    expect(screen.getByText("Recipient's name must be the recipient's name")).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient's email address")).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.bodies).toHaveLength(1);
  });

  it("shows the server's refusal of the day by the date field", async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem()]));
    const api = sessions((body) =>
      body.gift
        ? HttpResponse.json(
            {
              error: 'bad_request',
              message: 'Invalid request: body.gift.deliverOn must be today or a later day',
              details: [{ path: 'body.gift.deliverOn', message: 'must be today or a later day' }],
            },
            { status: 400 },
          )
        : undefined,
    );
    const user = userEvent.setup();
    await renderApp('/checkout', { handlers: [demoConfig, ...api.handlers] });
    await screen.findByRole('heading', { name: 'Demo Payment' });

    await fillGift(user);
    await user.click(screen.getByRole('button', { name: 'Continue with this gift' }));

    expect(
      await screen.findByText('Delivery date must be today or a later day'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery date')).toHaveAttribute('aria-invalid', 'true');
  });

  it("asks for the recipient's address when a parcel is posted", async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([buildCartItem({ name: 'Prayer Rope', selectedFormat: 'physical' })]),
    );
    const api = sessions();
    const user = userEvent.setup();
    await renderApp('/checkout', {
      handlers: [
        demoConfig,
        shippingTerms,
        http.get(apiPath('/products/id/:id'), () =>
          HttpResponse.json(buildProduct({ format: 'physical', stock: 9 })),
        ),
        ...api.handlers,
      ],
    });
    await screen.findByRole('heading', { name: 'Demo Payment' });
    await fillGift(user);
    await user.click(screen.getByRole('button', { name: 'Continue with this gift' }));

    expect(await screen.findByRole('group', { name: "Maria's delivery address" })).toBeVisible();
    expect(
      screen.getByText('This is a gift: we post it to Maria, so enter their name and address.'),
    ).toBeInTheDocument();
  });
});
