import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, registerUserInputSchema, type UserRole } from '@ministry/contracts';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { SelectField, TextField } from '../../components/form-field';
import { messageOr } from '../../lib/error-message';
import { usePending } from '../../lib/use-pending';
import { registerUser } from '../api/register-user';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';

type FieldName = 'username' | 'email' | 'password' | 'role';

const fieldLabels: Record<FieldName, string> = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  role: 'Role',
};

interface AddUserFormProps {
  onAdded: (username: string) => void;
  onError: (message: string) => void;
}

/** "Add New User": the fields are kept when the server refuses, cleared once the user exists. */
export function AddUserForm({ onAdded, onError }: AddUserFormProps) {
  const adding = usePending();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<UserRole>('editor');
  const [errorsByField, setFieldErrors] = useState<FieldErrors<FieldName>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerUserInputSchema.safeParse({ username, email, password, role });
    if (!parsed.success) {
      setFieldErrors(fieldErrors(parsed.error, fieldLabels));
      return;
    }
    setFieldErrors({});
    await adding.run('add', async () => {
      try {
        await registerUser(parsed.data);
        setUsername('');
        setEmail('');
        setPassword('');
        setRole('editor');
        onAdded(parsed.data.username);
      } catch (error) {
        onError(messageOr(error, 'Failed to add user.'));
      }
    });
  }

  return (
    <Card title="Add New User" className="mb-8">
      <form onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Username"
          name="username"
          autoComplete="off"
          required
          maxLength={50}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errorsByField.username}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorsByField.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorsByField.password}
        />
        <SelectField
          label="Role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as UserRole)}
          error={errorsByField.role}
        >
          <option value="editor">Editor</option>
          <option value="admin">Admin</option>
        </SelectField>
        <div className="md:col-span-2">
          <Button type="submit" pending={adding.pending !== null} pendingLabel="Adding…">
            Add User
          </Button>
        </div>
      </form>
    </Card>
  );
}
