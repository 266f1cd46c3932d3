import { useFormContext, useWatch } from 'react-hook-form';
import type { AudioAttachment } from '@ministry/contracts';
import { Card } from '@/components/ui/card';
import { FormField, Textarea } from '@/components/ui/form-field';
import { AudioField } from '../../components/audio-field';
import { FieldError, fieldErrorMessage } from '../../lib/form-fields';
import type { PostFormValues } from './post-form-values';

interface PostAudioFieldsProps {
  /** The recording saved with the post, if any. */
  saved?: AudioAttachment;
  onBusyChange: (busy: boolean) => void;
}

/** The post read aloud: an episode of the journal's podcast, with its transcript. */
export function PostAudioFields({ saved, onBusyChange }: PostAudioFieldsProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<PostFormValues>();
  const audioFileId = useWatch({ control, name: 'audioFileId' });
  return (
    <Card variant="panel">
      <h2 className="mb-4 font-serif text-lg font-semibold text-burgundy-900">Audio</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <AudioField
            value={audioFileId ?? ''}
            saved={saved}
            onChange={(id) => setValue('audioFileId', id || null, { shouldDirty: true })}
            onBusyChange={onBusyChange}
          />
          <FieldError error={errors.audioFileId} />
        </div>
        <FormField
          label="Transcript"
          density="compact"
          hint="The recording's words: under the player, and for podcast apps."
          error={fieldErrorMessage(errors.audioTranscript)}
        >
          <Textarea {...register('audioTranscript')} rows={6} />
        </FormField>
      </div>
    </Card>
  );
}
