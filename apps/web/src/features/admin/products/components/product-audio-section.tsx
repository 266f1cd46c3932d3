import { useWatch } from 'react-hook-form';
import type { AdminProduct } from '@ministry/contracts';
import { Card } from '@/components/ui/card';
import { FormField, Textarea } from '@/components/ui/form-field';
import { AudioField } from '../../components/audio-field';
import { FieldError } from '../../lib/form-fields';
import type { SectionProps } from './product-form-access';

interface ProductAudioSectionProps extends SectionProps {
  product?: AdminProduct;
  onBusyChange: (busy: boolean) => void;
}

/** A recording the product page plays (a prayer read aloud), and its words. */
export function ProductAudioSection({
  form,
  access: { may, locked },
  product,
  onBusyChange,
}: ProductAudioSectionProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const audioFileId = useWatch({ control, name: 'audioFileId' });
  return (
    <Card variant="panel">
      <h2 className="mb-4 font-serif text-lg font-semibold text-burgundy-900">Audio</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <AudioField
            value={audioFileId}
            saved={product?.audio}
            onChange={(id) => setValue('audioFileId', id, { shouldDirty: true })}
            locked={locked('audioFileId')}
            onBusyChange={onBusyChange}
          />
          <FieldError error={errors.audioFileId} />
        </div>
        <FormField
          label="Transcript"
          density="compact"
          hint="The recording's words, shown under the player for those who read rather than listen."
          error={errors.audioTranscript?.message}
        >
          <Textarea {...register('audioTranscript')} rows={6} readOnly={!may('audioTranscript')} />
        </FormField>
      </div>
    </Card>
  );
}
