import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PASSWORD_MIN_LENGTH,
  registerUserInputSchema,
  type RegisterUserInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { useRegisterUser } from '../api/register-user';

type NewUser = Required<RegisterUserInput>;

const labels = { username: 'Username', email: 'Email', password: 'Password', role: 'Role' };
const EMPTY: NewUser = { username: '', email: '', password: '', role: 'editor' };

const resolver = labelledResolver(zodResolver(registerUserInputSchema), labels);

/** "A user with this email already exists" is about the email field. */
const conflictField = (message: string) =>
  /email/i.test(message) ? 'email' : /username/i.test(message) ? 'username' : undefined;

interface AddUserFormProps {
  /** Called once the user exists (the users list is reloaded by then). */
  onAdded: (username: string) => void;
  /** Called when a new attempt starts, so the page can clear what the last one said. */
  onSubmitStart: () => void;
}

/** "Add New User": the fields are kept when the server refuses, cleared once the user exists. */
export function AddUserForm({ onAdded, onSubmitStart }: AddUserFormProps) {
  const registerUser = useRegisterUser();
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm({ resolver, defaultValues: EMPTY });

  async function onSubmit(input: NewUser) {
    onSubmitStart();
    try {
      await registerUser.mutateAsync(input);
      reset(EMPTY);
      onAdded(input.username);
    } catch (failure) {
      if (!setServerErrors(failure, setError, { labels, conflictField })) {
        setError('root.server', { message: messageOr(failure, 'Failed to add user.') });
      }
    }
  }

  return (
    <Card title="Add New User" variant="panel" className="mb-8">
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <form onSubmit={handleSubmit(onSubmit)} className="grid gap-4 md:grid-cols-2">
        <FormField label="Username" density="compact" required error={errors.username?.message}>
          <Input {...register('username')} autoComplete="off" required maxLength={50} />
        </FormField>
        <FormField label="Email" density="compact" required error={errors.email?.message}>
          <Input {...register('email')} type="email" autoComplete="off" required />
        </FormField>
        <FormField
          label="Password"
          density="compact"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
        >
          <Input
            {...register('password')}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
          />
        </FormField>
        <FormField label="Role" density="compact" error={errors.role?.message}>
          <Select {...register('role')}>
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </Select>
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
