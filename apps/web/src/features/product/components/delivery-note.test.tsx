import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProduct, buildShippingTerms } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';
import { DeliveryNote } from './delivery-note';

describe('the delivery note', () => {
  it('says where it ships, the flat rate and from when it is free', () => {
    render(
      <DeliveryNote
        terms={buildShippingTerms({ countries: [{ code: 'US', name: 'United States' }] })}
      />,
    );
    expect(
      screen.getByText(
        'Ships to the United States · $5.00 flat shipping, free on orders of $50 or more',
      ),
    ).toBeInTheDocument();
  });

  it('lists several countries and leaves out a free-shipping subtotal the owner did not set', () => {
    render(<DeliveryNote terms={buildShippingTerms({ flatRate: 7.25, freeFrom: null })} />);
    expect(
      screen.getByText('Ships to the United States and Canada · $7.25 flat shipping'),
    ).toBeInTheDocument();
  });

  it('shows on a physical product page and not on a digital one', async () => {
    const print = buildProduct({
      name: 'Akathist (print)',
      slug: 'akathist',
      format: 'physical',
      stock: 9,
    });
    const handlers = [
      http.get(apiPath('/products'), () => HttpResponse.json([print])),
      http.get(paymentsPath('/shipping'), () => HttpResponse.json(buildShippingTerms())),
    ];
    await renderApp('/product/akathist/physical', { handlers });
    expect(
      await screen.findByText(
        'Ships to the United States and Canada · $5.00 flat shipping, free on orders of $50 or more',
      ),
    ).toBeInTheDocument();
  });

  it('is left out of a digital product page', async () => {
    const ebook = buildProduct({ name: 'Akathist', slug: 'akathist', format: 'digital' });
    await renderApp('/product/akathist', {
      handlers: [
        http.get(apiPath('/products'), () => HttpResponse.json([ebook])),
        http.get(paymentsPath('/shipping'), () => HttpResponse.json(buildShippingTerms())),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Akathist' })).toBeInTheDocument();
    expect(screen.queryByText(/Ships to/)).not.toBeInTheDocument();
  });
});
