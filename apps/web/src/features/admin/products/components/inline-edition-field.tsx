import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import type { AdminProduct } from '@ministry/contracts';
import { cn } from '@/components/ui/cn';
import {
  editionFieldName,
  useSaveEditionField,
  type EditionField,
} from '../api/save-edition-field';

interface InlineEditionFieldProps {
  product: AdminProduct;
  field: EditionField;
  /** The value stored now. */
  value: number;
  /** The contract's rule for the field (`stockInputSchema`, `priceInputSchema`). */
  schema: z.ZodType<number>;
  /** How the stored value reads in the box ("12", "7.50"). */
  shown: (value: number) => string;
  /** The phone's keyboard: digits only for a count, with a point for dollars. */
  inputMode: 'numeric' | 'decimal';
  /** Beside the box ("$"). */
  prefix?: string;
  /** After the row's state (the stock's badge). */
  children?: ReactNode;
}

/** The admin's compact control, narrowed to a number's width. */
const BOX =
  'block w-24 rounded-md border border-parchment-400 bg-white px-2 py-1.5 text-right text-ink-900 tabular-nums shadow-xs focus-visible:border-burgundy-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-burgundy-700 aria-invalid:border-red-500 read-only:bg-parchment-100';

const STATE_WORDS = { saving: 'Saving…', saved: 'Saved', failed: 'Not saved' } as const;

/**
 * One edition's number, edited in the products list: saved on Enter or on leaving the box (a
 * phone's number pad has no Enter: its Done leaves the box), checked first with the contract's rule (a refusal shown beside the box, nothing
 * sent); Escape puts back the stored value. The row says Saving…, Saved or Not saved; the outcome
 * toast says what was saved, or the server's reason it was not.
 */
export function InlineEditionField({
  product,
  field,
  value,
  schema,
  shown,
  inputMode,
  prefix,
  children,
}: InlineEditionFieldProps) {
  const save = useSaveEditionField();
  const id = useId();
  const name = editionFieldName(product, field);
  const [draft, setDraft] = useState(() => shown(value));
  const [stored, setStored] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  // Another save (the form, a reload) changed the value: an untouched box follows it.
  if (stored !== value) {
    setStored(value);
    if (draft === shown(stored)) setDraft(shown(value));
  }
  const dirty = draft.trim() !== shown(value);

  function commit() {
    if (sending.current) return;
    const text = draft.trim();
    const parsed = schema.safeParse(text === '' ? undefined : Number(text));
    if (!parsed.success) {
      const issue =
        text === '' ? 'is required' : (parsed.error.issues[0]?.message ?? 'is not valid');
      setProblem(`${field === 'stock' ? 'Stock' : 'Price'} ${issue}`);
      return;
    }
    setProblem(null);
    if (parsed.data === value) {
      setDraft(shown(value));
      return;
    }
    sending.current = true;
    save.mutate(
      { product, field, value: parsed.data },
      {
        onSuccess: (updated) => setDraft(shown(updated[field] ?? 0)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commit();
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    setDraft(shown(value));
    setProblem(null);
    save.reset();
  }

  const state = save.isPending
    ? 'saving'
    : problem || save.isError
      ? 'failed'
      : save.isSuccess && !dirty
        ? 'saved'
        : null;
  const problemId = `${id}-problem`;
  const stateId = `${id}-state`;

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="sr-only">
        {name}
      </label>
      <span className="inline-flex items-center gap-1">
        {prefix ? (
          <span aria-hidden="true" className="text-ink-500">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={draft}
          readOnly={save.isPending}
          aria-invalid={state === 'failed' || undefined}
          aria-describedby={
            [problem ? problemId : null, state ? stateId : null].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
            if (!save.isPending) save.reset();
          }}
          onBlur={commit}
          onKeyDown={cancelOnEscape}
          className={BOX}
        />
      </span>
      {state ? (
        <span
          id={stateId}
          className={cn(
            'text-xs font-medium',
            state === 'failed'
              ? 'text-red-700'
              : state === 'saved'
                ? 'text-emerald-800'
                : 'text-ink-500',
          )}
        >
          {STATE_WORDS[state]}
        </span>
      ) : null}
      {children}
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-xs font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
