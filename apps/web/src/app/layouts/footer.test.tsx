import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

describe('footer', () => {
  it('leads to the Store, a buyer’s downloads and the ministry’s mission and purpose', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    const footer = screen.getByRole('navigation', { name: 'Footer' });

    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Store', '/store'],
      ['Our Offerings', '/offerings'],
      ['The Journey', '/journey'],
      ['My downloads', '/downloads'],
      ['About', '/about'],
      ['Our Purpose', '/purpose'],
      ['Contact', '/contact'],
      ['Legal', '/legal'],
    ]);
  });
});
