import { zodResolver } from '@hookform/resolvers/zod';
import { codeTextSchema, emailSchema, type CodeQuote } from '@ministry/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { labelledResolver } from '@/lib/form-errors';

/** A code as the buyer gives it: the email too for a code counted per person. */
export interface CheckoutCode {
  code: string;
  email?: string | undefined;
}

const codeFormSchema = z.object({
  code: codeTextSchema,
  email: z.union([z.literal('').transform(() => undefined), emailSchema]).optional(),
});
type CodeFields = z.input<typeof codeFormSchema>;

const LABELS = { code: 'Discount code', email: 'Your email' } as const;

const resolver = labelledResolver<CodeFields, unknown, CheckoutCode>(
  zodResolver(codeFormSchema),
  LABELS,
);

export interface CodeOptionProps {
  /** The code the current checkout was made with, as the server priced it. */
  applied: CodeQuote | null;
  /** The server's word on the code the buyer last tried (`body.code`, `body.email`). */
  problems?: readonly { path: string; message: string }[] | undefined;
  /** The checkout is being made again: the form waits. */
  busy: boolean;
  /** Starts the checkout again with this code, or (null) without one. */
  onChange: (code: CheckoutCode | null) => void;
}

/**
 * "Have a discount code?": the code (and, for a code counted per person, the email they pay
 * with). Applying it starts the checkout again with it: the server checks it on the cart it
 * prices, and the payment below is always for what the summary says.
 */
export function CodeOption({ applied, problems, busy, onChange }: CodeOptionProps) {
  const hasProblems = (problems?.length ?? 0) > 0;
  const [opened, setOpened] = useState(false);
  // A refused code keeps the form open to fix it.
  const open = opened || hasProblems;
  const formId = useId();
  const asksEmail = problems?.some((problem) => problem.path === 'body.email') ?? false;
  const {
    formState: { errors },
    handleSubmit,
    register,
    setError,
    setFocus,
  } = useForm<CodeFields, unknown, CheckoutCode>({
    resolver,
    defaultValues: { code: '', email: '' },
  });

  // The server's word goes under the field it is about, in its own words.
  useEffect(() => {
    for (const problem of problems ?? []) {
      const name = problem.path === 'body.email' ? 'email' : 'code';
      setError(name, { type: 'server', message: problem.message }, { shouldFocus: true });
    }
  }, [problems, setError]);
  useEffect(() => {
    if (open && !applied && !hasProblems) setFocus('code');
  }, [open, applied, hasProblems, setFocus]);

  if (applied) {
    return (
      <section
        aria-label="Your discount"
        className="mb-6 rounded-xl border border-emerald-700/30 bg-emerald-50 p-4 sm:p-6"
      >
        <p role="status" className="text-ink-900">
          Code <strong>{applied.code}</strong> applied:{' '}
          {applied.says}.
          {applied.description && (
            <span className="block text-sm text-ink-700">{applied.description}</span>
          )}
        </p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={busy}
          onClick={() => onChange(null)}
        >
          Remove the code
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-label="Your discount"
      className="mb-6 rounded-xl border border-parchment-300 bg-parchment-50 p-4 sm:p-6"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        className="font-semibold text-burgundy-800 underline-offset-4 hover:underline"
        onClick={() => setOpened(!open)}
      >
        Have a discount code?
      </button>
      {open && (
        <form
          id={formId}
          className="mt-4 flex flex-wrap items-start gap-3"
          noValidate
          onSubmit={handleSubmit((values) => onChange(values))}
        >
          <div className="min-w-0 flex-1 basis-48">
            <FormField label={LABELS.code} error={errors.code?.message}>
              <Input
                {...register('code')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
              />
            </FormField>
          </div>
          {asksEmail && (
            <div className="min-w-0 flex-1 basis-56">
              <FormField
                label={LABELS.email}
                hint="The code is counted per person: pay with this email."
                error={errors.email?.message}
              >
                <Input {...register('email')} type="email" autoComplete="email" required />
              </FormField>
            </div>
          )}
          <Button type="submit" className="sm:mt-7" disabled={busy}>
            {busy ? 'Applying…' : 'Apply'}
          </Button>
        </form>
      )}
    </section>
  );
}
