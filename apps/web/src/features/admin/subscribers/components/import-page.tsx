import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  importSubscribersInputSchema,
  mailingListIdSchema,
  SUBSCRIBER_IMPORT_MAX_CHARS,
  type ImportSubscribersResult,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Textarea } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { AdminsOnly } from '../../components/admins-only';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import { CheckboxGroupField, FieldError } from '../../lib/form-fields';
import { useImportSubscribers } from '../api/import-subscribers';
import { mailingListsQueryOptions } from '../../lib/newsletters-query';
import { SubscribersTabs } from './subscribers-tabs';

/**
 * The import form: the contract's CSV and lists, the owner's explicit choice of how consent
 * stands (no default: a confirmation email for each, or their attestation), and their word
 * that these people agreed to these emails, without which nothing is sent.
 */
const importFormSchema = z.object({
  csv: importSubscribersInputSchema.shape.csv,
  lists: z.array(mailingListIdSchema).max(20),
  consent: z.enum(['confirm', 'attest'], {
    error: 'Choose whether each person gets a confirmation email.',
  }),
  agreed: z.literal(true, {
    error: 'Tick this: import only people who agreed to receive these emails.',
  }),
});
type ImportForm = z.input<typeof importFormSchema>;
type ParsedImportForm = z.output<typeof importFormSchema>;

const labels = { csv: 'CSV', lists: 'Lists' };
const resolver = labelledResolver(zodResolver(importFormSchema), labels);

const EMPTY_FORM = {
  csv: '',
  lists: [],
  consent: undefined,
  agreed: false,
} as unknown as ImportForm;

const RADIO =
  'flex cursor-pointer gap-3 rounded-md border border-parchment-300 bg-white p-3 has-checked:border-burgundy-700 has-checked:bg-burgundy-50';

/** `/admin/subscribers/import` (admins): bring in a list kept elsewhere, as CSV. */
export function ImportPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) {
    return (
      <AdminsOnly title="Import subscribers" sentence="Subscribers are imported by an admin." />
    );
  }
  return (
    <>
      <PageHeader
        align="start"
        title="Import subscribers"
        documentTitle={cmsTitle('Import subscribers')}
        lead="Bring in people who agreed elsewhere to receive these emails: a sign-up sheet, an older list."
      />
      <SubscribersTabs />
      <ImportForm />
    </>
  );
}

function ImportResult({ result }: { result: ImportSubscribersResult }) {
  const ref = useRef<HTMLDivElement>(null);
  // The result replaces what the owner was looking at: the focus goes to it.
  useEffect(() => ref.current?.focus(), [result]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="import-result"
      className="mb-6 rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm"
    >
      <h2 id="import-result" className="mb-2 font-serif text-xl text-burgundy-900">
        Import done
      </h2>
      <ul className="grid gap-1 text-ink-800">
        <li>
          {result.imported === 1 ? '1 person imported' : `${result.imported} people imported`}
        </li>
        <li>
          {result.confirmationsSent === 1
            ? '1 confirmation email sent'
            : `${result.confirmationsSent} confirmation emails sent`}
        </li>
        <li>{`${result.skipped} skipped (already on the list, or twice in the file)`}</li>
      </ul>
      {result.errors.length > 0 ? (
        <>
          <h3 className="mt-3 font-semibold text-red-800">
            {result.errors.length === 1
              ? '1 row could not be imported'
              : `${result.errors.length} rows could not be imported`}
          </h3>
          <ul className="mt-1 grid gap-1 text-sm text-ink-800">
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function ImportForm() {
  const lists = useQuery(mailingListsQueryOptions());
  const importing = useImportSubscribers();
  const [result, setResult] = useState<ImportSubscribersResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const fileId = useId();
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
    setValue,
  } = useForm<ImportForm, unknown, ParsedImportForm>({ resolver, defaultValues: EMPTY_FORM });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > SUBSCRIBER_IMPORT_MAX_CHARS * 4) {
      setFileNote(`${file.name} is too large: an import takes about 20,000 rows at most.`);
      return;
    }
    const text = await file.text();
    setValue('csv', text, { shouldValidate: true, shouldDirty: true });
    const rows = text.split(/\r?\n/).filter((line) => line.trim()).length;
    setFileNote(`Read ${file.name}: ${rows === 1 ? '1 line' : `${rows} lines`}.`);
  }

  async function onSubmit(input: ParsedImportForm) {
    setResult(null);
    setFailure(null);
    try {
      const answer = await importing.mutateAsync({
        csv: input.csv,
        lists: input.lists,
        attested: input.consent === 'attest',
      });
      setResult(answer);
      setFileNote(null);
      reset(EMPTY_FORM);
    } catch (error) {
      if (!setServerErrors(error, setError, { labels })) {
        setFailure(messageOr(error, 'The import failed.'));
      }
    }
  }

  return (
    <>
      {result ? <ImportResult result={result} /> : null}
      <Card variant="panel">
        <form
          onSubmit={handleSubmit(onSubmit)}
          aria-label="Import subscribers"
          className="grid gap-6"
        >
          <div className="grid gap-2">
            <FormField
              label="CSV"
              density="compact"
              hint="One person a line: email, name (optional), lists (optional, separated by ;). A header line is allowed."
              error={errors.csv?.message}
            >
              <Textarea
                {...register('csv')}
                rows={8}
                spellCheck={false}
                className="font-mono text-sm"
                placeholder={'email,name,lists\nanna@example.org,Anna Petrova,journal;great-lent'}
              />
            </FormField>
            <div>
              <label htmlFor={fileId} className="mb-1 block text-sm font-semibold text-ink-900">
                Or choose a .csv file
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => void readFile(event)}
                className="block w-full max-w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-burgundy-700/40 file:bg-parchment-50 file:px-3 file:py-1.5 file:font-semibold file:text-burgundy-800"
              />
              {fileNote ? <p className="mt-1 text-sm text-ink-700">{fileNote}</p> : null}
            </div>
          </div>

          <CheckboxGroupField
            control={control}
            name="lists"
            legend="Add them to"
            hint="For the lines that name no list of their own."
            options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
          >
            {lists.isLoading ? <Loading label="Loading the lists…" /> : null}
            <QueryError title="Failed to fetch the lists." error={lists.error} />
          </CheckboxGroupField>

          <fieldset aria-describedby={errors.consent ? 'import-consent-error' : undefined}>
            <legend className="mb-2 text-sm font-semibold text-ink-900">
              How their consent stands
            </legend>
            <div className="grid gap-2">
              <label className={RADIO}>
                <input
                  type="radio"
                  value="confirm"
                  {...register('consent')}
                  className="mt-1 size-4 shrink-0 accent-burgundy-700"
                />
                <span>
                  <span className="block font-semibold text-ink-900">
                    Send each a confirmation email (recommended)
                  </span>
                  <span className="block text-sm text-ink-700">
                    They stay pending, and receive nothing else, until they follow its link.
                  </span>
                </span>
              </label>
              <label className={RADIO}>
                <input
                  type="radio"
                  value="attest"
                  {...register('consent')}
                  className="mt-1 size-4 shrink-0 accent-burgundy-700"
                />
                <span>
                  <span className="block font-semibold text-ink-900">
                    I attest they already consented (no confirmation email)
                  </span>
                  <span className="block text-sm text-ink-700">
                    They are confirmed at once; your address is kept as the proof of their consent.
                  </span>
                </span>
              </label>
            </div>
            <FieldError id="import-consent-error" error={errors.consent} />
          </fieldset>

          <div>
            <label className="flex items-start gap-3 text-ink-900">
              <input
                type="checkbox"
                {...register('agreed')}
                aria-describedby={errors.agreed ? 'import-agreed-error' : undefined}
                className="mt-1 size-4 shrink-0 accent-burgundy-700"
              />
              <span>These people agreed to receive these emails.</span>
            </label>
            <FieldError id="import-agreed-error" error={errors.agreed} />
          </div>

          <ErrorAlert messages={[failure]} />
          <div>
            <Button type="submit" pending={isSubmitting} pendingLabel="Importing…">
              Import
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
