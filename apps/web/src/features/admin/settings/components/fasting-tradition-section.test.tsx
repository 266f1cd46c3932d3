import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findOutcome, renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, paymentsPath, server } from '@/testing/server';

function settingsApi() {
  const saved: unknown[] = [];
  let current = 'slavic';
  server.use(
    http.get(paymentsPath('/settings/alerts'), () =>
      HttpResponse.json({ ownerAlerts: 'each', ownerEmail: 'owner@example.org', digestHour: 7 }),
    ),
    http.get(apiPath('/settings/fasting-tradition'), () =>
      HttpResponse.json({ tradition: current }),
    ),
    http.patch(apiPath('/settings/fasting-tradition'), async ({ request }) => {
      const body = (await request.json()) as { tradition: string };
      saved.push({ body, authorization: request.headers.get('Authorization') });
      current = body.tradition;
      return HttpResponse.json({ tradition: current });
    }),
  );
  return saved;
}

describe('FastingTraditionSection', () => {
  it('names the tradition the calendar follows and saves the Greek usage', async () => {
    signIn({ role: 'admin' });
    const saved = settingsApi();
    const { user } = renderAdmin('/admin/settings');

    expect(
      await screen.findByText('The calendar says "Fasting as in the Russian tradition".'),
    ).toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: 'Fasting tradition' });
    await waitFor(() => expect(field).toHaveValue('slavic'));
    const save = screen.getByRole('button', { name: 'Save fasting tradition' });
    expect(save).toBeDisabled();
    await user.selectOptions(field, 'greek');
    await user.click(save);

    await findOutcome('status', 'Fasting tradition saved.');
    expect(saved).toEqual([
      { body: { tradition: 'greek' }, authorization: `Bearer ${TEST_TOKEN}` },
    ]);
    expect(
      await screen.findByText('The calendar says "Fasting as in the Greek tradition".'),
    ).toBeInTheDocument();
  });
});
