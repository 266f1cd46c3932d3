import { fireEvent, screen } from '@testing-library/react';
import { env } from '@/config/env';
import { renderApp } from '@/testing/render-app';

describe('info pages', () => {
  it('shows "Our Mission" on /about', async () => {
    await renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Mission' }),
    ).toBeInTheDocument();
  });

  it('states on /legal that the site is run by one person, as is, without warranty or liability, with personal views', async () => {
    await renderApp('/legal');
    await screen.findByRole('heading', { level: 1, name: 'Legal Notice' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('run by a single individual');
    expect(main).toHaveTextContent('provided “as is”, without warranty');
    expect(main).toHaveTextContent('accepts no liability');
    expect(main).toHaveTextContent('The views expressed on this site are personal');
  });

  it('says on /legal what the email list keeps, why, and that nothing is tracked', async () => {
    await renderApp('/legal');
    const privacy = await screen.findByRole('heading', { name: 'Privacy: the email list' });
    const section = privacy.parentElement;
    expect(section).toHaveTextContent('the internet address you agreed from');
    expect(section).toHaveTextContent('no tracking pixels and no rewritten links');
    expect(section).toHaveTextContent('we keep only an anonymous count');
  });

  it('links to the donation page on /donate and says it is in test mode', async () => {
    await renderApp('/donate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Give Gracefully' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /secure donation page/ });
    expect(link).toHaveAttribute('href', env.donationUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/test mode/)).toBeInTheDocument();
  });

  it('shows "Our Purpose" with its banner, and a plain band when the banner fails', async () => {
    await renderApp('/purpose');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Purpose' }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'Candles burning before an icon' });
    fireEvent.error(banner);
    expect(await screen.findByTestId('purpose-banner-fallback')).toBeInTheDocument();
  });
});
