import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ImportSubscribersInput, ImportSubscribersResult } from '@ministry/contracts';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { subscribersApi } from '../testing/subscribers-api';
import { apiPath, server } from '@/testing/server';

/** The import answers `result`; returns the bodies it was sent. */
function importApi(result: ImportSubscribersResult) {
  const sent: ImportSubscribersInput[] = [];
  subscribersApi([]);
  server.use(
    http.post(apiPath('/subscribers/import'), async ({ request }) => {
      sent.push((await request.json()) as ImportSubscribersInput);
      return HttpResponse.json(result);
    }),
  );
  return sent;
}

const CSV = 'email,name\nanna@example.org,Anna\nnot-an-address,Basil\n';

describe('ImportPage', () => {
  it('sends the CSV, the lists and the owner’s attestation, and shows what came of each row', async () => {
    signIn();
    const sent = importApi({
      imported: 1,
      confirmationsSent: 0,
      skipped: 0,
      errors: [{ line: 3, message: '"not-an-address" is not an email address' }],
    });
    const { user } = renderAdmin('/admin/subscribers/import');
    const form = await screen.findByRole('form', { name: 'Import subscribers' });

    await user.type(within(form).getByRole('textbox', { name: 'CSV' }), CSV);
    await user.click(await within(form).findByRole('checkbox', { name: 'Great Lent, day by day' }));
    await user.click(
      within(form).getByRole('radio', {
        name: /I attest they already consented \(no confirmation email\)/,
      }),
    );
    await user.click(
      within(form).getByRole('checkbox', { name: 'These people agreed to receive these emails.' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Import' }));

    const result = await screen.findByRole('status', { name: 'Import done' });
    expect(sent).toEqual([{ csv: CSV, lists: ['great-lent'], attested: true }]);
    expect(result).toHaveFocus();
    expect(result).toHaveTextContent('1 person imported');
    expect(result).toHaveTextContent('0 confirmation emails sent');
    expect(result).toHaveTextContent('Line 3: "not-an-address" is not an email address');
  });

  it('sends a confirmation email to each when the owner chooses so', async () => {
    signIn();
    const sent = importApi({ imported: 2, confirmationsSent: 2, skipped: 1, errors: [] });
    const { user } = renderAdmin('/admin/subscribers/import');
    const form = await screen.findByRole('form', { name: 'Import subscribers' });

    await user.type(
      within(form).getByRole('textbox', { name: 'CSV' }),
      'anna@example.org,Anna,journal',
    );
    await user.click(
      within(form).getByRole('radio', { name: /Send each a confirmation email \(recommended\)/ }),
    );
    await user.click(
      within(form).getByRole('checkbox', { name: 'These people agreed to receive these emails.' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Import' }));

    const result = await screen.findByRole('status', { name: 'Import done' });
    expect(sent).toEqual([{ csv: 'anna@example.org,Anna,journal', lists: [], attested: false }]);
    expect(result).toHaveTextContent('2 confirmation emails sent');
    expect(result).toHaveTextContent('1 skipped');
  });

  it('reads a chosen .csv file into the form', async () => {
    signIn();
    const sent = importApi({ imported: 1, confirmationsSent: 1, skipped: 0, errors: [] });
    const { user } = renderAdmin('/admin/subscribers/import');
    const form = await screen.findByRole('form', { name: 'Import subscribers' });

    await user.upload(
      within(form).getByLabelText('Or choose a .csv file'),
      new File(['anna@example.org,Anna,journal\n'], 'sheet.csv', { type: 'text/csv' }),
    );
    expect(await within(form).findByText('Read sheet.csv: 1 line.')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /Send each a confirmation email/ }));
    await user.click(
      within(form).getByRole('checkbox', { name: 'These people agreed to receive these emails.' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Import' }));

    await waitFor(() =>
      expect(sent).toEqual([
        { csv: 'anna@example.org,Anna,journal\n', lists: [], attested: false },
      ]),
    );
  });

  it('sends nothing until the owner has chosen how consent stands and vouched for it', async () => {
    signIn();
    const sent = importApi({ imported: 0, confirmationsSent: 0, skipped: 0, errors: [] });
    const { user } = renderAdmin('/admin/subscribers/import');
    const form = await screen.findByRole('form', { name: 'Import subscribers' });

    await user.type(within(form).getByRole('textbox', { name: 'CSV' }), 'anna@example.org');
    await user.click(within(form).getByRole('button', { name: 'Import' }));

    expect(
      await within(form).findByText('Choose whether each person gets a confirmation email.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Tick this: import only people who agreed to receive these emails.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('tells an editor that subscribers are imported by an admin', async () => {
    signIn({ role: 'editor' });
    subscribersApi([]);
    renderAdmin('/admin/subscribers/import');

    expect(await screen.findByText('Subscribers are imported by an admin.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Import subscribers' })).toBeNull();
  });
});
