import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

describe('contact page', () => {
  it('promises a response within 24 hours', async () => {
    await renderApp('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reach Out for Support or Prayer' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/within 24 hours/).length).toBeGreaterThan(0);
  });

  it('sends the message with an empty honeypot and thanks the visitor', async () => {
    let body: unknown;
    const { user } = await renderApp('/contact', {
      handlers: [
        http.post(apiPath('/contact'), async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ message: 'Thank you' }, { status: 201 });
        }),
      ],
    });
    await user.type(await screen.findByLabelText('Your name'), 'Anna');
    await user.type(screen.getByLabelText('Email address'), 'anna@example.org');
    await user.type(
      screen.getByLabelText('Your message or prayer request'),
      'Please pray for my mother.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you for writing' });
    const thanks = heading.closest('[role="status"]');
    // The thanks replaces the form: the focus goes to it, where it is read out.
    expect(thanks).toHaveFocus();
    expect(body).toEqual({
      name: 'Anna',
      email: 'anna@example.org',
      message: 'Please pray for my mother.',
    });
  });

  it('hides the honeypot field from people', async () => {
    await renderApp('/contact');
    await screen.findByLabelText('Your name');
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('points out missing and invalid fields without sending', async () => {
    const { user } = await renderApp('/contact');
    await user.type(await screen.findByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText(/Please write your message/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s error when sending fails', async () => {
    const { user } = await renderApp('/contact', {
      handlers: [
        http.post(apiPath('/contact'), () =>
          HttpResponse.json({ message: 'Too many messages from your address.' }, { status: 429 }),
        ),
      ],
    });
    await user.type(await screen.findByLabelText('Your name'), 'Anna');
    await user.type(screen.getByLabelText('Email address'), 'anna@example.org');
    await user.type(screen.getByLabelText('Your message or prayer request'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from your address.',
    );
  });
});
