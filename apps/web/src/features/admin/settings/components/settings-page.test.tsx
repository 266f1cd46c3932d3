import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, paymentsPath, server } from '@/testing/server';

const settings = { ownerAlerts: 'each', ownerEmail: 'owner@example.org', digestHour: 7 };

describe('SettingsPage', () => {
  // The Backups section beside the alerts (backups-section.test.tsx).
  beforeEach(() => {
    server.use(
      http.get(apiPath('/backups'), () => HttpResponse.json({ backups: [], latest: null })),
    );
  });

  it("shows the owner's address and digest hour, and saves the choice of a daily digest", async () => {
    signIn();
    const saved = vi.fn();
    server.use(
      http.get(paymentsPath('/settings/alerts'), () => HttpResponse.json(settings)),
      http.patch(paymentsPath('/settings/alerts'), async ({ request }) => {
        saved(await request.json(), request.headers.get('Authorization'));
        return HttpResponse.json({ ...settings, ownerAlerts: 'daily' });
      }),
    );

    const { user } = renderAdmin('/admin/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('owner@example.org')).toBeInTheDocument();
    expect(await screen.findByText('Every day at 07:00 (UTC)')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Owner alerts' }), 'daily');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ ownerAlerts: 'daily' }, `Bearer ${TEST_TOKEN}`);
    expect(screen.getByRole('combobox', { name: 'Owner alerts' })).toHaveValue('daily');
  });

  it('says so when OWNER_EMAIL is not set', async () => {
    signIn();
    server.use(
      http.get(paymentsPath('/settings/alerts'), () =>
        HttpResponse.json({ ...settings, ownerEmail: null }),
      ),
    );

    renderAdmin('/admin/settings');

    expect(
      await screen.findByText('OWNER_EMAIL is not set: no alerts are sent.'),
    ).toBeInTheDocument();
  });

  it('tells editors the settings are for admins, without fetching them', async () => {
    signIn({ role: 'editor' });
    const fetched = vi.fn();
    server.use(
      http.get(paymentsPath('/settings/alerts'), () => {
        fetched();
        return HttpResponse.json(settings);
      }),
    );

    renderAdmin('/admin/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(fetched).not.toHaveBeenCalled();
  });
});
