import type { MailingList } from '@ministry/contracts';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormField, Input } from '@/components/ui/form-field';
import { outcomeRef } from '@/lib/show-outcome';
import { ListCheckboxes } from './list-checkboxes';
import {
  CHECK_YOUR_INBOX,
  CONSENT_TEXT,
  JOURNAL_LIST,
  type SubscribeAnswer,
  type SubscribePlace,
} from '../lib/subscribe-form';

export interface SubscribeFormProps {
  /** Where the form stands, stored with the consent. */
  place: SubscribePlace;
  /** The public lists to offer; none (or the compact footer form) offers the journal alone. */
  lists?: MailingList[] | undefined;
  /** The footer's form: the address and the journal, on the footer's dark ground. */
  compact?: boolean;
  /** What `/subscribe`'s action answered to a post made without the page's JavaScript. */
  answer?: SubscribeAnswer | undefined;
  title?: string;
}

/**
 * The subscribe form of every page that offers the email list. A plain form posting to
 * `/subscribe`, so it works before (and without) the page's JavaScript; with it, a fetcher posts
 * it and the answer shows in place: "check your inbox" (the same whatever the address), or each
 * refused field's problem under it. The code comes in a chunk of its own (subscribe-box.tsx).
 */
export default function SubscribeForm({
  place,
  lists = [],
  compact = false,
  answer,
  title = 'Receive the journal by email',
}: SubscribeFormProps) {
  const fetcher = useFetcher<SubscribeAnswer>();
  const id = useId();
  const shown = fetcher.data ?? answer;
  const headingId = `${id}-heading`;

  if (shown?.sent) {
    return (
      <section aria-labelledby={headingId} className={compact ? 'max-w-md text-center' : BOX}>
        <h2 id={headingId} className={compact ? 'text-lg text-gold-300' : 'text-2xl'}>
          {title}
        </h2>
        <p role="status" ref={outcomeRef} tabIndex={-1} className="mt-2 outline-none">
          {CHECK_YOUR_INBOX}
        </p>
      </section>
    );
  }

  const values = shown?.values;
  const errors = shown?.errors ?? {};
  const offered = compact ? [] : lists;
  const chosen = new Set(values?.lists ?? [JOURNAL_LIST]);
  const series = offered.some((list) => list.kind === 'series');

  return (
    <section aria-labelledby={headingId} className={compact ? 'w-full max-w-md' : BOX}>
      <h2 id={headingId} className={compact ? 'text-lg text-gold-300' : 'text-2xl'}>
        {title}
      </h2>
      {!compact && (
        <p className="mt-1 text-ink-700">
          New writing from the journal, and the lists you choose, in your inbox.
        </p>
      )}
      <fetcher.Form method="post" action="/subscribe" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="place" value={values?.place || place} />
        {offered.length === 0 && <input type="hidden" name="lists" value={JOURNAL_LIST} />}
        <div className={compact ? 'flex flex-wrap items-end gap-2' : 'grid gap-4 sm:grid-cols-2'}>
          <FormField
            // The footer's is named apart from a page's own email field.
            label={compact ? 'Email for the journal' : 'Email address'}
            error={errors.email}
            className={compact ? COMPACT_FIELD : undefined}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
            />
          </FormField>
          {compact ? (
            <Button
              type="submit"
              variant="gold"
              pending={fetcher.state !== 'idle'}
              pendingLabel="Sending…"
            >
              Subscribe
            </Button>
          ) : (
            <FormField label="Your name (optional)" error={errors.name}>
              <Input name="name" autoComplete="name" defaultValue={values?.name} />
            </FormField>
          )}
        </div>
        {offered.length > 0 && (
          <fieldset aria-describedby={errors.lists ? `${id}-lists-error` : undefined}>
            <legend className="font-semibold text-ink-900">Lists</legend>
            <ListCheckboxes lists={offered} chosen={chosen} className="mt-1 space-y-1" />
            {errors.lists && (
              <p
                id={`${id}-lists-error`}
                role="alert"
                className="mt-1 text-sm font-medium text-burgundy-600"
              >
                {errors.lists}
              </p>
            )}
          </fieldset>
        )}
        {series && (
          <fieldset>
            <legend className="font-semibold text-ink-900">
              Your Church calendar, for the seasonal series
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
              {(['new', 'old'] as const).map((calendar) => (
                <label key={calendar} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="calendar"
                    value={calendar}
                    defaultChecked={(values?.calendar ?? 'new') === calendar}
                    className="size-4 accent-burgundy-700"
                  />
                  {calendar === 'new' ? 'New (Revised Julian)' : 'Old (Julian)'}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {/* A honeypot: hidden from people, filled in by bots, and refused by the api. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <p className={cn('text-sm', compact ? 'text-left text-parchment-200' : 'text-ink-700')}>
          {CONSENT_TEXT}{' '}
          <a href="/legal#privacy" className="underline">
            What we keep
          </a>
        </p>
        {shown?.error && (
          <p
            role="alert"
            className="rounded-md bg-burgundy-50 px-4 py-3 font-medium text-burgundy-700"
          >
            {shown.error}
          </p>
        )}
        {!compact && (
          <Button type="submit" pending={fetcher.state !== 'idle'} pendingLabel="Sending…">
            Subscribe
          </Button>
        )}
      </fetcher.Form>
    </section>
  );
}

// The footer's dark ground: light words for the label and the field's problem.
const COMPACT_FIELD =
  'min-w-0 flex-1 text-left [&_[role=alert]]:text-gold-300 [&>label]:text-parchment-100';
const BOX =
  'render-when-near mx-auto mt-12 max-w-3xl rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm sm:p-8';
