import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressFormRows,
  postalCodeLabel,
  regionChoices,
  regionLabel,
  type AddressField,
} from '@ministry/address';
import {
  deliveryAddressSchema,
  demoCompleteInputSchema,
  demoSessionIdFromClientSecret,
  type DeliveryAddress,
  type ShippingTerms,
} from '@ministry/contracts';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { labelledResolver } from '@/lib/form-errors';
import { formatAmount } from '@/lib/format';
import { completeDemoSession } from '../api/complete-demo-session';

/** The form's fields: the email, and the delivery address when something is to be posted. */
type PaymentFields = { email: string } & Partial<Record<keyof DeliveryAddress, string>>;
type PaymentValues = { email: string } & Partial<DeliveryAddress>;

const EMAIL_LABEL = 'Email address';

/** The fields' labels as the chosen country names them ("State" and "ZIP code" in the US). */
const labelsFor = (country = ''): Record<keyof PaymentFields, string> => ({
  email: EMAIL_LABEL,
  name: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2 (optional)',
  city: 'City',
  region: regionChoices(country) ? regionLabel(country) : `${regionLabel(country)} (optional)`,
  postalCode: postalCodeLabel(country),
  country: 'Country',
});

const AUTOCOMPLETE: Record<AddressField, string> = {
  name: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  city: 'shipping address-level2',
  region: 'shipping address-level1',
  postalCode: 'shipping postal-code',
};

const emailOnly = demoCompleteInputSchema.pick({ email: true });
const withAddress = deliveryAddressSchema.safeExtend(emailOnly.shape);

/** "City is required"; the email keeps the sentence it always had. */
const word = (label: string, message: string) =>
  label === EMAIL_LABEL
    ? 'Please enter a valid email address.'
    : `${label.replace(' (optional)', '')} ${message}`;

const makeResolver =
  (address: boolean): Resolver<PaymentFields, unknown, PaymentValues> =>
  (values, context, options) =>
    labelledResolver<PaymentFields, unknown, PaymentValues>(
      // The two schemas differ only in whether the address is there; the form's values are flat.
      zodResolver(address ? withAddress : emailOnly),
      labelsFor(values.country),
      word,
    )(values, context, options);

interface DemoCheckoutProps {
  clientSecret: string;
  /** What the order costs, its shipping included. */
  total: number;
  /** Where the order's physical items may go; null when nothing is to be posted. */
  countries: ShippingTerms['countries'] | null;
  /** A gift: the delivery address asked for is this recipient's. */
  giftFor?: string | undefined;
  /** The email the checkout fixed (a code counted per person), as Stripe's form keeps it. */
  fixedEmail?: string | undefined;
}

/**
 * The payment panel of demo mode (no Stripe account): an email address, the delivery address
 * when something is to be posted, and a Pay button that completes the session on the payments
 * service. No card, no money.
 */
export function DemoCheckout({
  clientSecret,
  total,
  countries,
  giftFor,
  fixedEmail,
}: DemoCheckoutProps) {
  const navigate = useNavigate();
  const sessionId = demoSessionIdFromClientSecret(clientSecret);
  const needsAddress = countries !== null;
  const resolver = useMemo(() => makeResolver(needsAddress), [needsAddress]);
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
    setValue,
    control,
  } = useForm<PaymentFields, unknown, PaymentValues>({
    resolver,
    defaultValues: {
      email: fixedEmail ?? '',
      ...(needsAddress
        ? {
            name: '',
            line1: '',
            line2: '',
            city: '',
            region: '',
            postalCode: '',
            country: countries[0]?.code,
          }
        : {}),
    },
  });
  // The form lives across sessions (what the buyer typed stays when the order changes); an email
  // a code fixed is filled in when it comes.
  useEffect(() => {
    if (fixedEmail) setValue('email', fixedEmail, { shouldValidate: true });
  }, [fixedEmail, setValue]);
  const failure = errors.root?.server?.message;
  const country = useWatch({ control, name: 'country' }) ?? '';
  const labels = labelsFor(country);

  async function pay({ email, ...address }: PaymentValues) {
    if (!sessionId) return;
    try {
      await completeDemoSession(sessionId, {
        email,
        ...(needsAddress ? { address: address as DeliveryAddress } : {}),
      });
      await navigate(`/return?session_id=${encodeURIComponent(sessionId)}`);
    } catch (error) {
      // The server's word on a field goes under that field (`body.address.city` → City).
      let placed = false;
      if (error instanceof ApiError && error.status === 400) {
        for (const detail of error.details) {
          const name = detail.path.replace(/^body\.(address\.)?/, '') as Path<PaymentFields>;
          if (!Object.hasOwn(labels, name)) continue;
          setError(name, { type: 'server', message: word(labels[name], detail.message) });
          placed = true;
        }
      }
      if (!placed) {
        setError('root.server', {
          message: error instanceof Error ? error.message : 'The payment could not be completed.',
        });
      }
    }
  }

  const choices = regionChoices(country);
  const field = (name: AddressField) =>
    name === 'region' && choices ? (
      <FormField key={name} label={labels.region} error={errors.region?.message}>
        <Select {...register('region')} autoComplete={AUTOCOMPLETE.region} required>
          <option value="">Choose a {labels.region.toLowerCase()}</option>
          {choices.map(([code, stateName]) => (
            <option key={code} value={code}>
              {stateName}
            </option>
          ))}
        </Select>
      </FormField>
    ) : (
      <FormField key={name} label={labels[name]} error={errors[name]?.message}>
        <Input
          {...register(name)}
          autoComplete={AUTOCOMPLETE[name]}
          required={name !== 'line2' && name !== 'region'}
        />
      </FormField>
    );

  return (
    <section
      aria-labelledby="demo-payment-heading"
      className="rounded-xl border-2 border-dashed border-gold-500 bg-parchment-50 p-6 shadow-sm"
    >
      <p className="inline-block rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold tracking-widest text-ink-900 uppercase">
        Demo mode
      </p>
      <h2 id="demo-payment-heading" className="mt-3 text-2xl">
        Demo Payment
      </h2>
      <p className="mt-2 text-ink-700">
        This shop is running in demo mode: no card is needed and no money is taken. Enter an email
        address to receive the order confirmation and your downloads.
      </p>
      {sessionId ? (
        <form className="mt-6 space-y-4" onSubmit={handleSubmit(pay)} noValidate>
          <FormField
            label={labels.email}
            hint={
              fixedEmail ? 'Your discount code is counted per person, with this email.' : undefined
            }
            error={errors.email?.message}
          >
            <Input
              {...register('email')}
              type="email"
              autoComplete="email"
              required
              readOnly={fixedEmail !== undefined}
            />
          </FormField>
          {countries && (
            <fieldset className="space-y-4">
              <legend className="font-serif text-xl text-ink-900">
                {giftFor ? `${giftFor}'s delivery address` : 'Delivery address'}
              </legend>
              {giftFor && (
                <p className="text-sm text-ink-700">
                  This is a gift: we post it to {giftFor}, so enter their name and address.
                </p>
              )}
              <FormField label={labels.country} error={errors.country?.message}>
                <Select
                  {...register('country', {
                    // A state of one country means nothing in another.
                    onChange: () => setValue('region', ''),
                  })}
                  autoComplete="shipping country"
                  required
                >
                  {countries.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </Select>
              </FormField>
              {/* The rest in the order the chosen country writes an address, a line's parts side by side. */}
              {addressFormRows(country).map((row) =>
                row.length === 1 ? (
                  field(row[0]!)
                ) : (
                  <div
                    key={row.join()}
                    className={`grid gap-4 ${row.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}
                  >
                    {row.map(field)}
                  </div>
                ),
              )}
            </fieldset>
          )}
          {failure && (
            <p role="alert" className="font-medium text-burgundy-600">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Completing payment…' : `Pay ${formatAmount(total)}`}
          </Button>
        </form>
      ) : (
        <p role="alert" className="mt-4 font-medium text-burgundy-600">
          This checkout session cannot be completed in demo mode.
        </p>
      )}
    </section>
  );
}
