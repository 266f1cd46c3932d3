import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CARRIERS,
  shipmentInputSchema,
  type Carrier,
  type ShipmentInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';

const labels = { carrier: 'Carrier', trackingNumber: 'Tracking number' };
const resolver = labelledResolver(zodResolver(shipmentInputSchema), labels);

const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  'royal-mail': 'Royal Mail',
  'canada-post': 'Canada Post',
  other: 'Other',
};

interface ShipFormProps {
  /** Sends the shipment; a refusal it throws is shown on the form's fields when it names one. */
  onShip: (input: ShipmentInput) => Promise<unknown>;
}

/** "Mark shipped": the carrier and tracking number the buyer's shipping email links to. */
export function ShipForm({ onShip }: ShipFormProps) {
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm({ resolver, defaultValues: { carrier: 'usps' as Carrier, trackingNumber: '' } });

  async function onSubmit(input: ShipmentInput) {
    try {
      await onShip(input);
    } catch (failure) {
      // The page shows a refusal about the whole order; one about a field goes beside it too.
      setServerErrors(failure, setError, { labels });
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
    >
      <FormField label="Carrier" density="compact" error={errors.carrier?.message}>
        <Select {...register('carrier')}>
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
        required
        error={errors.trackingNumber?.message}
      >
        <Input {...register('trackingNumber')} autoComplete="off" required maxLength={60} />
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
