import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Form, Link, NavLink } from './link';

function Links() {
  return (
    <>
      <Link to="/store">Store</Link>
      <NavLink to="/journey">Journey</NavLink>
      <Form action="/search" aria-label="Search" />
      <Link to="/about" discover="render">
        About
      </Link>
    </>
  );
}

describe('Link, NavLink and Form', () => {
  it('are sent from the server without asking React Router to learn their routes', () => {
    const router = createMemoryRouter([{ path: '/', element: <Links /> }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('href="/store"');
    expect(html).not.toMatch(/href="\/(store|journey)" data-discover/);
    expect(html).not.toContain('action="/search" data-discover');
    // An explicit choice still wins.
    expect(html).toMatch(
      /data-discover="true" href="\/about"|href="\/about"[^>]*data-discover="true"/,
    );
  });

  it('let React Router learn their routes once the loaded page is idle', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Links /> }]);
    render(<RouterProvider router={router} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Store' })).toHaveAttribute('data-discover', 'true'),
    );
    expect(screen.getByRole('link', { name: 'Journey' })).toHaveAttribute('data-discover', 'true');
    expect(screen.getByRole('form', { name: 'Search' })).toHaveAttribute('data-discover', 'true');
  });
});
