import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { SubscriberDetail } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { startOfDateIn } from '../../lib/admin-time';
import { cmsTitle } from '../../lib/cms-title';
import { useAdminTime } from '../../lib/owner-time-zone';
import { subscriberQueryOptions } from '../api/get-subscribers';
import { mailingListsQueryOptions } from '../../lib/newsletters-query';
import {
  CALENDAR_WORDS,
  EMAIL_STATUS_WORDS,
  EVENT_WORDS,
  listNamer,
  PLACE_WORDS,
  STATUS_WORDS,
} from './subscriber-words';

const FIGURE = 'rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm';
const SECTION_HEADING = 'mb-3 font-serif text-xl text-burgundy-900';
const EMPTY =
  'rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-6 text-ink-500';

function SubscriberFacts({ subscriber }: { subscriber: SubscriberDetail }) {
  const { day, zone } = useAdminTime();
  const lists = useQuery(mailingListsQueryOptions());
  const listName = listNamer(lists.data);
  const facts: [string, string][] = [
    ['Status', STATUS_WORDS[subscriber.status]],
    ['Lists', subscriber.lists.map(listName).join(', ') || 'None'],
    ['Calendar', CALENDAR_WORDS[subscriber.calendar]],
    [
      'Paused',
      subscriber.pausedUntil
        ? `Until ${day(startOfDateIn(subscriber.pausedUntil, zone))}`
        : 'Not paused',
    ],
    ['Since', day(subscriber.createdAt)],
  ];
  return (
    <dl className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className={FIGURE}>
          <dt className="text-sm font-semibold text-ink-700">{label}</dt>
          <dd className="mt-1 wrap-anywhere text-ink-900 sm:text-lg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Consents({ consents }: { consents: SubscriberDetail['consents'] }) {
  const { time } = useAdminTime();
  if (consents.length === 0) return <p className={EMPTY}>No consent recorded.</p>;
  return (
    <DataTable
      caption="Consents"
      columns={['When', 'Where', 'Text agreed to', 'IP address', 'Attested by']}
    >
      {consents.toReversed().map((consent, index) => (
        <DataRow key={`${consent.at}-${index}`}>
          <DataCell label="When" className="whitespace-nowrap">
            {time(consent.at)}
          </DataCell>
          <DataCell label="Where">{PLACE_WORDS[consent.place]}</DataCell>
          <DataCell label="Text agreed to" className="sm:max-w-md">
            <q className="italic">{consent.text}</q>
          </DataCell>
          <DataCell label="IP address" className="break-all">
            {consent.ip ?? '—'}
          </DataCell>
          <DataCell label="Attested by" className="break-all">
            {consent.attestedBy ?? '—'}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

function Events({ events }: { events: SubscriberDetail['events'] }) {
  const { time } = useAdminTime();
  if (events.length === 0) return <p className={EMPTY}>Nothing has happened yet.</p>;
  return (
    <DataTable caption="History" columns={['When', 'What', 'Detail']}>
      {events.toReversed().map((event, index) => (
        <DataRow key={`${event.at}-${index}`}>
          <DataCell label="When" className="whitespace-nowrap">
            {time(event.at)}
          </DataCell>
          <DataCell label="What">{EVENT_WORDS[event.kind]}</DataCell>
          <DataCell label="Detail" className="break-words">
            {event.detail ?? ''}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

function Emails({ emails }: { emails: SubscriberDetail['emails'] }) {
  const { time } = useAdminTime();
  if (emails.length === 0) return <p className={EMPTY}>No email has been sent to them yet.</p>;
  return (
    <DataTable caption="Emails received" columns={['When', 'Subject', 'Outcome']}>
      {emails.map((email) => (
        <DataRow key={email.sendId}>
          <DataCell label="When" className="whitespace-nowrap">
            {time(email.at)}
          </DataCell>
          <DataCell label="Subject">{email.subject}</DataCell>
          <DataCell label="Outcome">
            {email.detail
              ? `${EMAIL_STATUS_WORDS[email.status]}: ${email.detail}`
              : EMAIL_STATUS_WORDS[email.status]}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/**
 * `/admin/subscribers/:id` (editors and admins): one person, what they agreed to, what they did
 * and the emails they were sent. Opens and clicks are not tracked, so none are shown.
 */
export function SubscriberPage({ id }: { id: string }) {
  const detail = useQuery(subscriberQueryOptions(id));
  const back = (
    <Link to="/admin/subscribers" className="text-burgundy-800 underline underline-offset-4">
      ← All subscribers
    </Link>
  );
  if (detail.isLoading) return <Loading label="Loading the subscriber…" />;
  if (!detail.data) {
    return (
      <>
        <PageHeader
          align="start"
          title="Subscriber"
          documentTitle={cmsTitle('Subscriber')}
          actions={back}
        />
        {statusOf(detail.error) === 404 ? (
          <p className="text-ink-700">
            No such subscriber: they may have deleted their subscription.
          </p>
        ) : (
          <QueryError title="Failed to fetch the subscriber." error={detail.error} />
        )}
      </>
    );
  }
  const subscriber = detail.data;
  return (
    <>
      <PageHeader
        align="start"
        title={subscriber.email}
        documentTitle={cmsTitle(`Subscriber ${subscriber.email}`)}
        lead={subscriber.name}
        actions={back}
      />
      <SubscriberFacts subscriber={subscriber} />
      <section aria-labelledby="subscriber-consents" className="mb-8">
        <h2 id="subscriber-consents" className={SECTION_HEADING}>
          Consents
        </h2>
        <Consents consents={subscriber.consents} />
      </section>
      <section aria-labelledby="subscriber-emails" className="mb-8">
        <h2 id="subscriber-emails" className={SECTION_HEADING}>
          Emails received
        </h2>
        <p className="mb-3 text-sm text-ink-500">
          Newest first. Opens and clicks are never tracked.
        </p>
        <Emails emails={subscriber.emails} />
      </section>
      <section aria-labelledby="subscriber-history">
        <h2 id="subscriber-history" className={SECTION_HEADING}>
          History
        </h2>
        <Events events={subscriber.events} />
      </section>
    </>
  );
}
