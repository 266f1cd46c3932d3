import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn, TEST_TOKEN, findOutcome } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

function settingsApi(zone = 'UTC') {
  const saved: unknown[] = [];
  let current = zone;
  server.use(
    http.get(paymentsPath('/settings/alerts'), () =>
      HttpResponse.json({ ownerAlerts: 'each', ownerEmail: 'owner@example.org', digestHour: 7 }),
    ),
    http.get(paymentsPath('/settings/time-zone'), () => HttpResponse.json({ timeZone: current })),
    http.patch(paymentsPath('/settings/time-zone'), async ({ request }) => {
      const body = (await request.json()) as { timeZone: string };
      saved.push({ body, authorization: request.headers.get('Authorization') });
      current = body.timeZone;
      return HttpResponse.json({ timeZone: current });
    }),
  );
  return saved;
}

describe('TimeZoneSection', () => {
  it("saves the owner's zone, and the digest hour is then read in it", async () => {
    signIn({ role: 'admin' });
    const saved = settingsApi();
    const { user } = renderAdmin('/admin/settings');

    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(field).toHaveValue('UTC'));
    expect(await screen.findByText('Every day at 07:00 (UTC)')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));

    await findOutcome('status', 'Time zone saved.');
    expect(saved).toEqual([
      { body: { timeZone: 'America/New_York' }, authorization: `Bearer ${TEST_TOKEN}` },
    ]);
    expect(await screen.findByText('Every day at 07:00 (America/New_York)')).toBeInTheDocument();
    expect(screen.getByText(/^Now in America\/New_York: \w{3} \d{1,2} \w{3}/)).toBeInTheDocument();
  });

  it('refuses a zone that does not exist, beside the field, without saving', async () => {
    signIn({ role: 'admin' });
    const saved = settingsApi();
    const { user } = renderAdmin('/admin/settings');

    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(field).toHaveValue('UTC'));
    await user.clear(field);
    await user.type(field, 'Eastern');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));

    expect(await screen.findByText(/IANA time zone/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });
});
