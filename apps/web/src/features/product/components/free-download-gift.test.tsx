import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { paymentsPath, server } from '@/testing/server';
import { FreeDownloadGift } from './free-download-gift';

const productId = 'a'.repeat(24);

/** Where a link took the visitor. */
function Arrived() {
  const { pathname, search, hash } = useLocation();
  return <p>Now at {`${pathname}${search}${hash}`}</p>;
}

function renderPrompt() {
  const router = createMemoryRouter(
    [
      { path: '/product/prayer-card', element: <FreeDownloadGift product={{ _id: productId }} /> },
      { path: '/donate', element: <Arrived /> },
    ],
    { initialEntries: ['/product/prayer-card'] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { user };
}

const givingBounds = (minAmount: number, maxAmount = 10_000) =>
  http.get(paymentsPath('/gifts/options'), () =>
    HttpResponse.json({
      mode: 'demo',
      minAmount,
      maxAmount,
      presets: [10, 25],
      funds: [],
      cardFee: { percent: 2.9, fixedCents: 30 },
    }),
  );

const prompt = () => screen.findByRole('region', { name: 'Give something for this?' });

describe('FreeDownloadGift', () => {
  it('offers $3, $5 and $10 or another amount, each opening the giving form for this resource', async () => {
    server.use(givingBounds(1));
    renderPrompt();

    const box = await prompt();

    expect(box).toHaveTextContent(
      'It is free, and stays free. If it helped you, a gift keeps this work going.',
    );
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['$3', `/donate?for=${productId}&amount=3#give`],
      ['$5', `/donate?for=${productId}&amount=5#give`],
      ['$10', `/donate?for=${productId}&amount=10#give`],
      ['Other amount', `/donate?for=${productId}#give`],
    ]);
  });

  it('takes the visitor to the giving form with the amount chosen', async () => {
    server.use(givingBounds(1));
    const { user } = renderPrompt();

    await user.click(within(await prompt()).getByRole('link', { name: '$5' }));

    expect(
      await screen.findByText(`Now at /donate?for=${productId}&amount=5#give`),
    ).toBeInTheDocument();
  });

  it('offers no amount the giving form would refuse', async () => {
    server.use(givingBounds(5, 8));
    renderPrompt();

    const box = await prompt();

    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['$5', 'Other amount']);
  });

  it('offers every amount when the giving options cannot be read, leaving the form to check', async () => {
    server.use(http.get(paymentsPath('/gifts/options'), () => HttpResponse.error()));
    renderPrompt();

    const box = await prompt();

    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['$3', '$5', '$10', 'Other amount']);
  });

  it('puts the question away on "No thanks"', async () => {
    const { user } = renderPrompt();

    await user.click(within(await prompt()).getByRole('button', { name: 'No thanks' }));

    expect(screen.queryByRole('region', { name: 'Give something for this?' })).toBeNull();
  });
});
