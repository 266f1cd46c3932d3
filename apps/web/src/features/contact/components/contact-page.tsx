import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInputSchema, type ParsedContactMessageInput } from '@ministry/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigation, useSubmit } from 'react-router';
import { Form, Link } from '@/components/ui/link';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { labelledResolver } from '@/lib/form-errors';
import { outcomeRef } from '@/lib/show-outcome';
import {
  CONTACT_FIELD_MESSAGES,
  EMPTY_CONTACT,
  type ContactAnswer,
  type ContactFields,
} from '../lib/contact-form';

// The contract checks the fields; the page words each problem its own way.
const resolver = labelledResolver<ContactFields, unknown, ParsedContactMessageInput>(
  zodResolver(contactMessageInputSchema),
  CONTACT_FIELD_MESSAGES,
  (message) => message,
);

/**
 * `/contact`: "Reach Out for Support or Prayer", a form that reaches the ministry by email. It
 * posts to the route's action, so it works before (and without) the page's JavaScript; with it,
 * the contract checks the fields first. The thanks replaces the form and takes the focus.
 */
export function ContactPage({ answer }: { answer?: ContactAnswer | undefined }) {
  return (
    <>
      <PageHeader
        title="Reach Out for Support or Prayer"
        lead="Whether you have a question about a resource, need help with an order, or would like us to pray for you or someone you love, please write. We respond to every message within 24 hours."
      />
      <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-[1fr_16rem]">
        {answer?.sent ? <Thanks /> : <ContactForm answer={answer} />}
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

function Thanks() {
  return (
    <div
      role="status"
      ref={outcomeRef}
      tabIndex={-1}
      className="rounded-xl border border-gold-400 bg-parchment-50 p-8 text-center shadow-sm outline-none"
    >
      <h2 className="text-3xl">Thank you for writing</h2>
      <p className="mt-3 text-ink-700">
        Your message has been sent. We will respond within 24 hours, and you are remembered in our
        prayers.
      </p>
      {/* A plain link back to an empty form: it works without JavaScript too. */}
      <Link to="/contact" className={`${buttonStyles('secondary')} mt-6`}>
        Send another message
      </Link>
    </div>
  );
}

function ContactForm({ answer }: { answer: Exclude<ContactAnswer, { sent: true }> | undefined }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const values = answer?.values ?? EMPTY_CONTACT;
  // What the action refused (the form posted before the JavaScript ran) shows under its field.
  const refused = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(answer?.errors ?? {}).map(([field, message]) => [
          field,
          { type: 'server', message },
        ]),
      ),
    [answer],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFields, unknown, ParsedContactMessageInput>({
    resolver,
    defaultValues: values,
    errors: refused,
  });
  const sending = navigation.state === 'submitting';
  // The typed text goes into the server's HTML too, for a form posted without the JavaScript.
  const field = (name: keyof ContactFields) => ({
    ...register(name),
    defaultValue: values[name],
  });

  return (
    <Form
      method="post"
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => {
        const form = event.currentTarget;
        void handleSubmit(() => submit(form))(event);
      }}
      className="space-y-5 rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm sm:p-8"
    >
      <FormField label="Your name" error={errors.name?.message}>
        <Input {...field('name')} autoComplete="name" required />
      </FormField>
      <FormField label="Email address" error={errors.email?.message}>
        <Input {...field('email')} type="email" autoComplete="email" required />
      </FormField>
      <FormField label="Subject (optional)" error={errors.subject?.message}>
        <Input {...field('subject')} />
      </FormField>
      <FormField label="Your message or prayer request" error={errors.message?.message}>
        <Textarea {...field('message')} rows={6} required />
      </FormField>
      {/* A honeypot: hidden from people, filled in by bots, and ignored by the server. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input {...field('website')} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {answer?.error && (
        <p
          role="alert"
          className="rounded-md bg-burgundy-50 px-4 py-3 font-medium text-burgundy-700"
        >
          Your message could not be sent: {answer.error} Please try again.
        </p>
      )}
      <Button type="submit" size="lg" pending={sending} pendingLabel="Sending…">
        Send Message
      </Button>
    </Form>
  );
}
