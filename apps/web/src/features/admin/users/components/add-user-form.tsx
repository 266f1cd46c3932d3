import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_BYLINE,
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerUserInputSchema,
  type RegisterUserInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { fieldErrorMessage } from '../../lib/form-fields';
import { useRegisterUser } from '../api/register-user';

type NewUser = Required<RegisterUserInput>;

const labels = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  role: 'Role',
  displayName: 'Display name',
};
const EMPTY: NewUser = { username: '', email: '', password: '', role: 'editor', displayName: '' };

const resolver = labelledResolver(zodResolver(registerUserInputSchema), labels);

/** "A user with this email already exists" is about the email field. */
const conflictField = (message: string) =>
  /email/i.test(message) ? 'email' : /username/i.test(message) ? 'username' : undefined;

/**
 * "Add New User": the fields are kept when the server refuses, cleared once the user exists;
 * the outcome is a toast.
 */
export function AddUserForm() {
  const registerUser = useRegisterUser();
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm({ resolver, defaultValues: EMPTY });

  async function onSubmit(input: Omit<NewUser, 'displayName'> & { displayName?: string }) {
    try {
      // An empty display name is none: the new user's posts say "The Ministry".
      const { displayName, ...required } = input;
      await registerUser.mutateAsync(displayName ? input : required);
      reset(EMPTY);
    } catch (failure) {
      // A refusal about a field is shown on it; any other is the mutation's toast.
      setServerErrors(failure, setError, { labels, conflictField });
    }
  }

  return (
    <Card title="Add New User" variant="panel" className="mb-8">
      <form onSubmit={handleSubmit(onSubmit)} className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Username"
          density="compact"
          required
          error={fieldErrorMessage(errors.username)}
        >
          <Input {...register('username')} autoComplete="off" required maxLength={50} />
        </FormField>
        <FormField label="Email" density="compact" required error={fieldErrorMessage(errors.email)}>
          <Input {...register('email')} type="email" autoComplete="off" required />
        </FormField>
        <FormField
          label="Password"
          density="compact"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={fieldErrorMessage(errors.password)}
        >
          <Input
            {...register('password')}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
          />
        </FormField>
        <FormField label="Role" density="compact" error={fieldErrorMessage(errors.role)}>
          <Select {...register('role')}>
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </Select>
        </FormField>
        <FormField
          label="Display name"
          density="compact"
          hint={`Signs their posts, e.g. “Fr. John Smith”. Empty: “${DEFAULT_BYLINE}”.`}
          error={fieldErrorMessage(errors.displayName)}
        >
          <Input
            {...register('displayName')}
            autoComplete="off"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
          />
        </FormField>
        <div className="md:col-span-2">
          <Button type="submit" size="sm" pending={isSubmitting} pendingLabel="Adding…">
            Add User
          </Button>
        </div>
      </form>
    </Card>
  );
}
