import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

/**
 * The polite live region the layout says a new page's title in (a paragraph: the header's text
 * size control has one of its own).
 */
const announcer = () => document.querySelector('p[aria-live="polite"]');

describe('after a client navigation', () => {
  it('moves the focus to the new page’s heading and says its title', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const main = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(main).getByRole('link', { name: 'About' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Mission' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent(document.title);
    expect(document.title).toMatch(/About|Mission/);
  });

  it('leaves the focus alone on the first page shown', async () => {
    await renderApp('/about', { handlers: [noFeatured] });
    await screen.findByRole('heading', { level: 1, name: 'Our Mission' });

    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('leaves the focus alone when only the query string changes', async () => {
    const { router } = await renderApp('/store', { handlers: [noFeatured] });
    await screen.findByRole('heading', { level: 1 });
    const cart = screen.getByRole('button', { name: 'Open cart' });
    cart.focus();

    await act(() => router.navigate('/store?sort=name'));

    expect(cart).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('never takes the focus out of the open cart drawer', async () => {
    const { user, router } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'Our Mission' });

    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(announcer()).toHaveTextContent(document.title));
  });
});
