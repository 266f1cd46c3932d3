import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useActionData } from 'react-router';
import { EmailLinkRequest, type EmailLinkOutcome } from './email-link-request';

function Page() {
  const outcome = useActionData<EmailLinkOutcome>();
  return (
    <EmailLinkRequest
      outcome={outcome}
      signedOutNote={null}
      emailHint="The address you bought with."
      sentNote={(address) => <>If {address} was used for a purchase</>}
      spamHint="Look in your spam folder too."
      againHref="/downloads"
    />
  );
}

describe('EmailLinkRequest', () => {
  it('moves the focus to "Check your email" once the link is asked for', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/downloads',
          element: <Page />,
          action: async ({ request }) => ({ sent: (await request.formData()).get('email') }),
        },
      ],
      { initialEntries: ['/downloads'] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);

    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'reader@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Check your email');
    expect(sent).toHaveTextContent('If reader@example.org was used for a purchase');
    expect(sent).toHaveFocus();
  });
});
