import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { loginRequestSchema, type LoginRequest } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { labelledResolver } from '@/lib/form-errors';
import { readLoginRedirect, SESSION_EXPIRED_MESSAGE } from '@/lib/login-redirect';
import { queryClient } from '@/lib/query-client';
import { LOGIN_FAILED, useLogin } from '../api/login';

const resolver = labelledResolver(zodResolver(loginRequestSchema), {
  email: 'Email',
  password: 'Password',
});

/** `/login`: the staff sign-in, centred on its own page (no storefront header or sidebar). */
export function LoginPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <LoginScreen />
    </QueryClientProvider>
  );
}

function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { from, reason } = readLoginRedirect(location.state);
  const login = useLogin();
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm<LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });
  const error = errors.root?.server?.message;

  async function onSubmit(credentials: LoginRequest) {
    try {
      await login.mutateAsync(credentials);
      const destination = from && !from.startsWith('/login') ? from : '/admin';
      await navigate(destination, { replace: true });
    } catch (failure) {
      // A wrong password is the server's 401 with its reason: shown as it is said.
      setError('root.server', { message: messageOr(failure, LOGIN_FAILED) });
    }
  }

  return (
    <main className="grid min-h-screen place-items-center bg-parchment-100 px-4 py-12 text-ink-900">
      <title>CMS Login · Orthodox Resources</title>
      <div className="w-full max-w-sm">
        <div className="rounded-xl border border-parchment-300 bg-parchment-50 p-8 shadow-md">
          <div className="mb-6 text-center">
            <span aria-hidden="true" className="text-3xl text-gold-500">
              ☦
            </span>
            <h1 className="mt-2 font-serif text-3xl font-semibold text-burgundy-900">CMS Login</h1>
            <p className="mt-1 text-sm text-ink-500">Staff sign-in for Orthodox Resources</p>
          </div>

          {reason === 'session-expired' && !error ? (
            <p
              role="status"
              className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {SESSION_EXPIRED_MESSAGE}
            </p>
          ) : null}
          {error ? (
            <p
              role="alert"
              className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          ) : null}

          <form onSubmit={handleSubmit(onSubmit)} className="space-y-4">
            <FormField label="Email" density="compact" error={errors.email?.message}>
              <Input {...register('email')} type="email" autoComplete="username" required />
            </FormField>
            <FormField label="Password" density="compact" error={errors.password?.message}>
              <Input
                {...register('password')}
                type="password"
                autoComplete="current-password"
                required
              />
            </FormField>
            <Button
              type="submit"
              className="w-full"
              pending={isSubmitting}
              pendingLabel="Signing in…"
            >
              Log in
            </Button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-burgundy-800 underline-offset-4 hover:underline">
            ← Back to the site
          </Link>
        </p>
      </div>
    </main>
  );
}
