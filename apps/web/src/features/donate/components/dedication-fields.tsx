import { PRAYER_NAMES_MAX, TRIBUTE_MESSAGE_MAX, type GiftInput } from '@ministry/contracts/gifts';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister, UseFormUnregister } from 'react-hook-form';
import { FormField, Input, Textarea } from '@/components/ui/form-field';

interface FieldsProps {
  register: UseFormRegister<GiftInput>;
  errors: FieldErrors<GiftInput>;
}

const CHECKBOX = 'size-5 accent-burgundy-700';

/** A box that shows more of the form while ticked (its fields leave the gift when unticked). */
function RevealBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-3">
      <input
        type="checkbox"
        className={CHECKBOX}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/**
 * "In honour or in memory of someone", and the card the donor may have emailed about it. The
 * fields are in the form only while their box is ticked: unticked, what was typed in them leaves
 * the gift.
 */
export function TributeFields({
  register,
  unregister,
  errors,
}: FieldsProps & { unregister: UseFormUnregister<GiftInput> }) {
  const [dedicated, setDedicated] = useState(false);
  const [withCard, setWithCard] = useState(false);
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">In honour or in memory</legend>
      <RevealBox
        label="Give in honour or in memory of someone"
        checked={dedicated}
        onChange={(checked) => {
          setDedicated(checked);
          if (!checked) unregister('tribute');
        }}
      />
      {dedicated ? (
        <div className="ml-2 space-y-4 border-l-2 border-gold-400 pl-3 sm:ml-8 sm:pl-4">
          <div
            className="flex flex-wrap gap-x-6 gap-y-2"
            role="radiogroup"
            aria-label="This gift is"
          >
            {(
              [
                ['honour', 'In honour of'],
                ['memory', 'In memory of'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  value={value}
                  // The form takes its first value from the page: "In honour of" until changed.
                  defaultChecked={value === 'honour'}
                  className={CHECKBOX}
                  {...register('tribute.kind')}
                />
                {label}
              </label>
            ))}
          </div>
          <FormField
            label="Their name"
            required
            hint="As you would have it read: “Fr. John”, “my mother, Maria”."
            error={errors.tribute?.name?.message}
          >
            <Input required {...register('tribute.name')} />
          </FormField>
          <RevealBox
            label="Email a card about this gift to someone"
            checked={withCard}
            onChange={(checked) => {
              setWithCard(checked);
              if (!checked) unregister('tribute.card');
            }}
          />
          {withCard ? (
            <div className="space-y-4">
              <FormField
                label="Send the card to"
                required
                error={errors.tribute?.card?.recipientName?.message}
              >
                <Input required autoComplete="off" {...register('tribute.card.recipientName')} />
              </FormField>
              <FormField
                label="Their email address"
                required
                error={errors.tribute?.card?.recipientEmail?.message}
              >
                <Input
                  type="email"
                  required
                  autoComplete="off"
                  {...register('tribute.card.recipientEmail')}
                />
              </FormField>
              <FormField
                label="Your message (optional)"
                hint={`Up to ${TRIBUTE_MESSAGE_MAX} characters, printed on the card.`}
                error={errors.tribute?.card?.message?.message}
              >
                <Textarea rows={3} {...register('tribute.card.message')} />
              </FormField>
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  {...register('tribute.card.showAmount')}
                />
                Show the amount on the card
              </label>
              <p className="-mt-2 ml-8 text-sm text-ink-700">
                Otherwise the card says only that you gave, and in whose name.
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Names for prayer, the living and the departed, one per line, as a parish's commemoration book. */
export function PrayerNamesFields({ register, errors }: FieldsProps) {
  const hint = `One name per line, up to ${PRAYER_NAMES_MAX}.`;
  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold">Names for prayer</summary>
      <p className="mt-2 text-sm text-ink-700">
        Optional: the names you give are read in our prayers. Christian names, as in a parish
        commemoration book.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <FormField label="For the living" hint={hint} error={errors.prayerNames?.living?.message}>
          <Textarea rows={4} {...register('prayerNames.living')} />
        </FormField>
        <FormField
          label="For the departed"
          hint={hint}
          error={errors.prayerNames?.departed?.message}
        >
          <Textarea rows={4} {...register('prayerNames.departed')} />
        </FormField>
      </div>
    </details>
  );
}
