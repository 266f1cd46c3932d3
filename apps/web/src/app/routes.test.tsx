import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiPath, server } from '@/testing/server';
import { AppProvider } from './provider';
import { preloadPage, routes } from './routes';

const renderAt = (path: string) =>
  render(
    <AppProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProvider>,
  );

describe('page code', () => {
  beforeEach(() => {
    // Answers never come: only the first render matters here.
    server.use(http.get(apiPath('/*'), () => new Promise<never>(() => {})));
  });

  it('loads with the page: a page opened cold waits for its code first', () => {
    renderAt('/journey');
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, so hydration never waits for its code', async () => {
    await preloadPage('/product/gospel-of-john-study');
    renderAt('/product/gospel-of-john-study?format=digital');
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading resource' })).toBeInTheDocument();
  });
});
