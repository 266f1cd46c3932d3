import { render, screen, within } from '@testing-library/react';
import { ParishQuantities } from './parish-quantities';

describe('ParishQuantities', () => {
  it('lists the price of one copy at each break, as payments charges it', () => {
    render(
      <ParishQuantities
        product={{
          price: 8.99,
          priceBreaks: [
            { minQuantity: 10, percentOff: 15 },
            { minQuantity: 50, percentOff: 25 },
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Parish quantities' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '10 or more copies$7.64 each (15% off)',
      '50 or more copies$6.74 each (25% off)',
    ]);
  });

  it('shows nothing for a product without breaks, or a free one', () => {
    const { container } = render(
      <>
        <ParishQuantities product={{ price: 8.99, priceBreaks: [] }} />
        <ParishQuantities
          product={{ price: 0, priceBreaks: [{ minQuantity: 10, percentOff: 15 }] }}
        />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
