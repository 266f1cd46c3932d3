import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_BYLINE,
  DISPLAY_NAME_MAX_LENGTH,
  updateUserDisplayNameInputSchema,
  type PublicUser,
  type UpdateUserDisplayNameInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { fieldErrorMessage } from '../../lib/form-fields';
import { useUpdateUserDisplayName } from '../api/update-user-display-name';

const labels = { displayName: 'Display name' };
const resolver = labelledResolver(zodResolver(updateUserDisplayNameInputSchema), labels);

/**
 * What a user's posts are signed with, under their username, and a small form to change it: a
 * name such as "Fr. John Smith", or nothing for "The Ministry" (never the login name).
 */
export function DisplayNameForm({ user, disabled }: { user: PublicUser; disabled: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateUserDisplayName();
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm<UpdateUserDisplayNameInput>({
    resolver,
    values: { displayName: user.displayName ?? '' },
  });

  async function onSubmit({ displayName }: UpdateUserDisplayNameInput) {
    try {
      await update.mutateAsync({ user, displayName });
      setEditing(false);
    } catch (failure) {
      setServerErrors(failure, setError, { labels });
    }
  }

  if (!editing) {
    return (
      <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs font-normal text-ink-500">
        Signs posts “{user.displayName ?? DEFAULT_BYLINE}”
        <Button
          variant="ghost"
          size="sm"
          className="min-h-7 px-2 text-xs"
          disabled={disabled}
          aria-label={`Change display name of ${user.username}`}
          onClick={() => setEditing(true)}
        >
          Change
        </Button>
      </span>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="mt-2 grid gap-2 font-normal">
      <FormField
        label="Display name"
        density="compact"
        hint={`Signs their posts. Empty: “${DEFAULT_BYLINE}”.`}
        error={fieldErrorMessage(errors.displayName)}
      >
        <Input {...register('displayName')} autoFocus maxLength={DISPLAY_NAME_MAX_LENGTH} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={isSubmitting}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
