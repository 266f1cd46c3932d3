import { SUBSCRIBE_CONSENT_TEXT } from '@ministry/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildMailingLists } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';
import { CONSENT_TEXT } from '../lib/subscribe-form';

const lists = http.get(apiPath('/lists'), () => HttpResponse.json(buildMailingLists()));

describe('the subscribe form with JavaScript', () => {
  it('says the contract’s consent sentence word for word', () => {
    expect(CONSENT_TEXT).toBe(SUBSCRIBE_CONSENT_TEXT);
  });

  it('subscribes in place and says to check the inbox, the page staying where it is', async () => {
    let body: unknown;
    const { user, router } = await renderApp('/subscribe', {
      handlers: [
        lists,
        http.post(apiPath('/subscribe'), async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ message: 'Check your inbox' }, { status: 202 });
        }),
      ],
    });
    const form = (await screen.findByRole('heading', { name: 'Choose your lists' })).closest(
      'section',
    );
    if (!form) throw new Error('no form');
    await user.type(within(form).getByLabelText('Email address'), 'anna@example.org');
    await user.click(within(form).getByRole('checkbox', { name: /Great Lent, day by day/ }));
    await user.click(within(form).getByRole('radio', { name: 'Old (Julian)' }));
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));

    const status = await within(form).findByRole('status');
    expect(status).toHaveTextContent('Check your inbox: we sent a link to confirm');
    expect(status).toHaveFocus();
    expect(body).toEqual({
      email: 'anna@example.org',
      lists: ['journal', 'great-lent'],
      calendar: 'old',
      place: 'subscribe-page',
    });
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it('subscribes from the footer of any page to the journal alone, without leaving it', async () => {
    let body: unknown;
    const { user, router } = await renderApp('/about', {
      handlers: [
        http.post(apiPath('/subscribe'), async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ message: 'Check your inbox' }, { status: 202 });
        }),
      ],
    });
    await user.type(await screen.findByLabelText('Email for the journal'), 'basil@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox');
    expect(body).toEqual({
      email: 'basil@example.org',
      lists: ['journal'],
      calendar: 'new',
      place: 'footer',
    });
    expect(router.state.location.pathname).toBe('/about');
  });

  it('shows a refused address under its field, and the api’s limit for the form', async () => {
    const { user } = await renderApp('/subscribe', {
      handlers: [
        lists,
        http.post(apiPath('/subscribe'), () =>
          HttpResponse.json(
            { error: 'too_many_requests', message: 'Too many sign-ups from your address.' },
            { status: 429 },
          ),
        ),
      ],
    });
    const form = (await screen.findByRole('heading', { name: 'Choose your lists' })).closest(
      'section',
    );
    if (!form) throw new Error('no form');
    const email = within(form).getByLabelText('Email address');
    await user.type(email, 'anna@');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeVisible();
    expect(within(form).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Email address'), 'example.org');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Too many sign-ups from your address.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
