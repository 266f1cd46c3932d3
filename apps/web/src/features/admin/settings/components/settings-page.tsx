import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  alertSettingsInputSchema,
  type AlertSettings,
  type AlertSettingsInput,
  type OwnerAlertMode,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Select } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr, statusOf } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import { useAdminTime } from '../../lib/owner-time-zone';
import { alertSettingsQueryOptions, useUpdateAlertSettings } from '../api/alert-settings';
import { BackupsSection } from './backups-section';
import { FastingTraditionSection } from './fasting-tradition-section';
import { TimeZoneSection } from './time-zone-section';

const labels = { ownerAlerts: 'Owner alerts' };
const resolver = labelledResolver(zodResolver(alertSettingsInputSchema), labels);

const MODE_NAMES: Record<OwnerAlertMode, string> = {
  each: 'An email for each order',
  daily: 'One daily digest',
};

/** `07:00 (America/New_York)`: the digest's hour, in the owner's time zone. */
const hourLabel = (hour: number, zone: string) => `${String(hour).padStart(2, '0')}:00 (${zone})`;

/** `/admin/settings` (admins): how the owner hears of orders. */
export function SettingsPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Settings" sentence="Settings are changed by an admin." />;
  return <SettingsScreen />;
}

function SettingsScreen() {
  const settings = useQuery(alertSettingsQueryOptions());
  return (
    <>
      <PageHeader
        align="start"
        title="Settings"
        documentTitle={cmsTitle('Settings')}
        lead="How the shop tells you about orders and messages."
      />
      <QueryError
        title={
          [401, 403].includes(statusOf(settings.error))
            ? 'Unauthorized: Please log in again.'
            : 'Failed to fetch the settings.'
        }
        error={settings.error}
      />
      {settings.data ? (
        <AlertsCard settings={settings.data} />
      ) : settings.isPending ? (
        <Loading label="Loading settings…" />
      ) : null}
      <BackupsSection />
      <TimeZoneSection />
      <FastingTraditionSection />
    </>
  );
}

function AlertsCard({ settings }: { settings: AlertSettings }) {
  const update = useUpdateAlertSettings();
  const { zone } = useAdminTime();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm<AlertSettingsInput>({
    resolver,
    values: { ownerAlerts: settings.ownerAlerts },
  });

  async function onSubmit(input: AlertSettingsInput) {
    setSaved(false);
    setFailure(null);
    try {
      await update.mutateAsync(input);
      setSaved(true);
    } catch (error) {
      if (!setServerErrors(error, setError, { labels })) {
        setFailure(messageOr(error, 'Failed to save the settings.'));
      }
    }
  }

  return (
    <Card variant="panel" title="Owner alerts" className="max-w-2xl">
      <dl className="mb-4 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-ink-900">Sent to</dt>
        <dd className="break-words text-ink-700">
          {settings.ownerEmail ?? 'OWNER_EMAIL is not set: no alerts are sent.'}
        </dd>
        <dt className="font-semibold text-ink-900">Daily digest</dt>
        <dd className="text-ink-700">Every day at {hourLabel(settings.digestHour, zone)}</dd>
      </dl>
      <form onSubmit={handleSubmit(onSubmit)} className="grid gap-3">
        <FormField
          label="Owner alerts"
          density="compact"
          hint="Each: an email for every paid order and every order needing attention. The digest lists the day's paid orders (lines to post marked), the orders needing attention and the unread messages; nothing happened, no email."
          error={errors.ownerAlerts?.message}
        >
          <Select {...register('ownerAlerts')}>
            {(Object.keys(MODE_NAMES) as OwnerAlertMode[]).map((mode) => (
              <option key={mode} value={mode}>
                {MODE_NAMES[mode]}
              </option>
            ))}
          </Select>
        </FormField>
        <ErrorAlert messages={[failure]} />
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" pending={isSubmitting} pendingLabel="Saving…">
            Save
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-ink-700">
              Saved.
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
