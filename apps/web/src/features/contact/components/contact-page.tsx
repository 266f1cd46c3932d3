import { contactMessageInputSchema, type ContactMessageInput } from '@ministry/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { sendContactMessage } from '../api/send-contact-message';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';

type Field = 'name' | 'email' | 'subject' | 'message';

const EMPTY: Required<ContactMessageInput> = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

const FIELD_MESSAGES: Record<Field, string> = {
  name: 'Please tell us your name.',
  email: 'Please enter a valid email address.',
  subject: 'Please keep the subject under 200 characters.',
  message: 'Please write your message (up to 5,000 characters).',
};

type Sending =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; error: string };

/** `/contact`: "Reach Out for Support or Prayer", a form that reaches the ministry by email. */
export function ContactPage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState<Sending>({ state: 'editing' });
  const ids = {
    name: useId(),
    email: useId(),
    subject: useId(),
    message: useId(),
    website: useId(),
  };

  const update = (field: keyof ContactMessageInput) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = contactMessageInputSchema.safeParse({
      ...values,
      subject: values.subject || undefined,
      website: values.website || undefined,
    });
    if (!input.success) {
      // The page's own words for each field, whatever zod's message.
      setErrors(fieldErrors(input.error, FIELD_MESSAGES, (message) => message));
      return;
    }
    setErrors({});
    setSending({ state: 'sending' });
    try {
      await sendContactMessage(input.data);
      setSending({ state: 'sent' });
      setValues(EMPTY);
    } catch (error) {
      setSending({
        state: 'failed',
        error: error instanceof Error ? error.message : 'Something went wrong.',
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Reach Out for Support or Prayer"
        lead="Whether you have a question about a resource, need help with an order, or would like us to pray for you or someone you love, please write. We respond to every message within 24 hours."
      />
      <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-[1fr_16rem]">
        {sending.state === 'sent' ? (
          <div
            role="status"
            className="rounded-xl border border-gold-400 bg-parchment-50 p-8 text-center shadow-sm"
          >
            <h2 className="text-3xl">Thank you for writing</h2>
            <p className="mt-3 text-ink-700">
              Your message has been sent. We will respond within 24 hours, and you are remembered in
              our prayers.
            </p>
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => setSending({ state: 'editing' })}
            >
              Send another message
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            aria-label="Contact form"
            className="space-y-5 rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm sm:p-8"
          >
            <TextField
              id={ids.name}
              label="Your name"
              autoComplete="name"
              value={values.name}
              onChange={update('name')}
              error={errors.name}
              required
            />
            <TextField
              id={ids.email}
              label="Email address"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={update('email')}
              error={errors.email}
              required
            />
            <TextField
              id={ids.subject}
              label="Subject (optional)"
              value={values.subject}
              onChange={update('subject')}
              error={errors.subject}
            />
            <TextField
              id={ids.message}
              label="Your message or prayer request"
              multiline
              value={values.message}
              onChange={update('message')}
              error={errors.message}
              required
            />
            {/* A honeypot: hidden from people, filled in by bots, and ignored by the server. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor={ids.website}>Website</label>
              <input
                id={ids.website}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(event) => update('website')(event.target.value)}
              />
            </div>
            {sending.state === 'failed' && (
              <p
                role="alert"
                className="rounded-md bg-burgundy-50 px-4 py-3 font-medium text-burgundy-700"
              >
                Your message could not be sent: {sending.error} Please try again.
              </p>
            )}
            <Button type="submit" size="lg" disabled={sending.state === 'sending'}>
              {sending.state === 'sending' ? 'Sending…' : 'Send Message'}
            </Button>
          </form>
        )}
        <aside className="space-y-4 text-ink-700">
          <div className="rounded-xl bg-burgundy-800 p-6 text-parchment-100">
            <h2 className="text-xl text-gold-300">Our promise</h2>
            <p className="mt-2">Every message receives a personal reply within 24 hours.</p>
          </div>
          <p className="text-sm">
            Prayer requests are kept in confidence and remembered by name in daily prayer.
          </p>
        </aside>
      </div>
    </>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  required?: boolean;
}

function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  multiline,
  required,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className:
      'mt-1 block w-full rounded-md border border-parchment-400 bg-white px-3 py-2.5 text-ink-900 shadow-inner focus:border-burgundy-600',
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-burgundy-600">
          {error}
        </p>
      )}
    </div>
  );
}
