import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CARRIERS, shipmentInputSchema, type ShipmentInput } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { CARRIER_NAMES } from './carrier-names';

const labels = { carrier: 'Carrier', trackingNumber: 'Tracking number' };
const resolver = labelledResolver(zodResolver(shipmentInputSchema), labels);

interface ShipFormProps {
  /** Sends the shipment; a refusal it throws is shown on the form's fields when it names one. */
  onShip: (input: ShipmentInput) => Promise<unknown>;
}

/**
 * "Mark shipped": the carrier and tracking number the buyer's shipping email links to, both
 * optional (booklets often go by ordinary, untracked post); empty fields are sent as not given.
 */
export function ShipForm({ onShip }: ShipFormProps) {
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm({ resolver, defaultValues: { carrier: '', trackingNumber: '' } });

  async function onSubmit(input: ShipmentInput) {
    try {
      await onShip(input);
    } catch (failure) {
      // The toaster tells a refusal about the whole order; one about a field goes beside it too.
      setServerErrors(failure, setError, { labels });
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
    >
      <FormField label="Carrier" density="compact" hint="Optional." error={errors.carrier?.message}>
        <Select {...register('carrier')}>
          <option value="">Not named</option>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {CARRIER_NAMES[carrier]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label="Tracking number"
        density="compact"
        hint="Optional: leave empty for untracked post."
        error={errors.trackingNumber?.message}
      >
        <Input {...register('trackingNumber')} autoComplete="off" maxLength={60} />
      </FormField>
      <Button
        type="submit"
        size="sm"
        className="sm:mt-6"
        pending={isSubmitting}
        pendingLabel="Saving…"
      >
        Mark shipped
      </Button>
    </form>
  );
}
