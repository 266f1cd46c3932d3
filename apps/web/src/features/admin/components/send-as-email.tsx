import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import {
  createNewsletterInputSchema,
  type MailingList,
  type NewsletterPreview,
  type NewsletterSend,
} from '@ministry/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { labelledResolver } from '@/lib/form-errors';
import { outcomeRef } from '@/lib/show-outcome';
import { useConfirm } from '../lib/confirm-dialog';
import { useCurrentUser } from '../lib/current-user';
import { CheckboxGroupField } from '../lib/form-fields';
import {
  mailingListsQueryOptions,
  newsletterSendsQueryOptions,
  useCreateNewsletterSend,
  usePreviewNewsletter,
  useTestNewsletter,
} from '../lib/newsletters-query';
import { useAdminTime } from '../lib/owner-time-zone';
import { EmailPreview } from './email-preview';
import { SendStatusBadge } from './send-status';

const listsSchema = createNewsletterInputSchema.pick({ lists: true });
type ListsInput = z.input<typeof listsSchema>;
type ParsedLists = z.output<typeof listsSchema>;
const resolver = labelledResolver(zodResolver(listsSchema), { lists: 'Lists' });

export interface SendAsEmailProps {
  source: 'post' | 'product';
  sourceId: string;
  /** The panel's heading ("Also send as an email", "Send to New resources"). */
  title: string;
  /** The list ticked at first ("journal", "new-resources"), when it exists. */
  defaultList: string;
  /** Why nothing can be sent yet (a draft post with no schedule); the panel then says only that. */
  refusal?: string | undefined;
  /** A post scheduled for later: its email is sent at this instant, not now. */
  scheduledFor?: string | undefined;
}

/**
 * The post and product editors' "send as an email": the lists to send to, a preview at desktop
 * and phone widths, a test copy to the signed-in admin, then a send now (or at the post's
 * publication time), and the sends already made of this post or product.
 */
export function SendAsEmail(props: SendAsEmailProps) {
  const { source, sourceId, title, refusal } = props;
  const sends = useQuery(newsletterSendsQueryOptions());
  const mine = (sends.data ?? []).filter(
    (send) => send.source === source && send.sourceId === sourceId,
  );
  return (
    <Card variant="panel" title={title} as="section" className="mt-8">
      <PastSends sends={mine} />
      {refusal ? (
        <p className="text-sm text-ink-700">{refusal}</p>
      ) : (
        <SendForm {...props} already={mine.length > 0} />
      )}
    </Card>
  );
}

function PastSends({ sends }: { sends: NewsletterSend[] }) {
  const { time } = useAdminTime();
  if (sends.length === 0) return null;
  return (
    <div className="mb-5">
      <h3 className="mb-2 text-sm font-semibold text-ink-900">Already sent as an email</h3>
      <ul className="grid gap-2">
        {sends.map((send) => (
          <li
            key={send._id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm"
          >
            <SendStatusBadge status={send.status} />
            <span>
              {send.status === 'scheduled'
                ? `for ${time(send.scheduledFor)}`
                : time(send.finishedAt ?? send.startedAt ?? send.createdAt)}
            </span>
            <span className="text-ink-700">
              {send.sent} of {send.total} delivered
            </span>
            <Link
              to={`/admin/newsletters#send-${send._id}`}
              className="font-semibold text-burgundy-800 underline underline-offset-2"
            >
              See its progress
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SendForm({
  source,
  sourceId,
  defaultList,
  scheduledFor,
  already,
}: SendAsEmailProps & { already: boolean }) {
  const { isAdmin } = useCurrentUser();
  const { time } = useAdminTime();
  const lists = useQuery(mailingListsQueryOptions());
  const previewing = usePreviewNewsletter();
  const testing = useTestNewsletter();
  const creating = useCreateNewsletterSend();
  const { confirm, dialog } = useConfirm();
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [created, setCreated] = useState<NewsletterSend | null>(null);
  const input = { source, sourceId };

  const form = useForm<ListsInput, unknown, ParsedLists>({
    resolver,
    defaultValues: { lists: [defaultList] },
  });

  const all: MailingList[] = lists.data ?? [];
  const names = (ids: string[]) =>
    ids.map((id) => all.find((list) => list.id === id)?.name ?? id).join(', ');

  async function send({ lists: chosen }: ParsedLists) {
    const when = scheduledFor ? `at the post's publication time (${time(scheduledFor)})` : 'now';
    const yes = await confirm(`Send this email to ${names(chosen)} ${when}?`, {
      action: scheduledFor ? 'Schedule the email' : 'Send now',
      detail: already
        ? 'It was sent before: everyone on these lists gets it again.'
        : 'Every confirmed subscriber of these lists gets it once.',
    });
    if (!yes) return;
    setCreated(null);
    creating.mutate(
      { ...input, lists: chosen, ...(scheduledFor ? { scheduledFor } : {}) },
      { onSuccess: setCreated },
    );
  }

  return (
    <form onSubmit={form.handleSubmit(send)} aria-label="Send as an email" className="grid gap-5">
      {dialog}
      <p className="text-sm text-ink-700">
        The email is made from the saved {source === 'post' ? 'post' : 'product'}: save your changes
        first. Every email carries its link, the ministry&apos;s postal address and an unsubscribe
        footer. Opens and clicks are not tracked.
      </p>
      <CheckboxGroupField
        control={form.control}
        name="lists"
        legend="Lists"
        hint="Only confirmed subscribers receive it; anyone who leaves during the send is skipped."
        options={all.map((list) => ({ value: list.id, label: list.name }))}
      >
        <QueryError title="Failed to fetch the lists." error={lists.error} />
        {lists.isPending ? <Loading label="Loading lists…" /> : null}
      </CheckboxGroupField>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          pending={previewing.isPending}
          pendingLabel="Preparing the preview…"
          onClick={() => previewing.mutate(input, { onSuccess: setPreview })}
        >
          {preview ? 'Refresh the preview' : 'Preview'}
        </Button>
        {isAdmin ? (
          <Button
            variant="secondary"
            size="sm"
            pending={testing.isPending}
            pendingLabel="Sending the test…"
            onClick={() => testing.mutate(input)}
          >
            Send a test to me
          </Button>
        ) : null}
      </div>
      {testing.data ? (
        <p role="status" ref={outcomeRef} className="text-sm font-medium text-ink-900 outline-none">
          A test copy was sent to {testing.data.to}.
        </p>
      ) : null}
      {preview ? <EmailPreview preview={preview} /> : null}

      {isAdmin ? (
        <div className="grid gap-3 border-t border-parchment-300 pt-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              size="sm"
              pending={creating.isPending}
              pendingLabel={scheduledFor ? 'Scheduling…' : 'Sending…'}
            >
              {scheduledFor ? "Send at the post's publication time" : 'Send now'}
            </Button>
            {scheduledFor ? (
              <span className="text-sm text-ink-700">{time(scheduledFor)}</span>
            ) : null}
          </div>
          {scheduledFor ? (
            <p className="text-xs text-ink-500">
              The post is not published yet: its email can only go out with it.
            </p>
          ) : null}
          {created ? (
            <p
              role="status"
              ref={outcomeRef}
              className="text-sm font-medium text-ink-900 outline-none"
            >
              {created.status === 'scheduled'
                ? `Scheduled for ${time(created.scheduledFor)} to ${names(created.lists)}. `
                : `Queued for ${names(created.lists)}. `}
              <Link
                to={`/admin/newsletters#send-${created._id}`}
                className="text-burgundy-800 underline underline-offset-2"
              >
                Follow its progress
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-700">Only an admin sends an email; you can preview it.</p>
      )}
    </form>
  );
}
