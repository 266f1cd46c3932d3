import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginRequestSchema } from '@ministry/contracts';
import { loginErrorMessage, useLogin } from '../api/login';
import { readLoginRedirect, SESSION_EXPIRED_MESSAGE } from '../login-redirect';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';

const inputClasses =
  'block w-full rounded-md border border-parchment-400 bg-white px-3 py-2 text-ink-900 focus-visible:border-burgundy-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-burgundy-700 aria-invalid:border-red-500';

const FIELD_LABELS = { email: 'Email', password: 'Password' };

/** `/login`: the staff sign-in, centred on its own page (no storefront header or sidebar). */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { from, reason } = readLoginRedirect(location.state);
  const { signIn, pending } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errorsByField, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrors(parsed.error, FIELD_LABELS));
      return;
    }
    setFieldErrors({});
    setError(null);
    try {
      const session = await signIn(parsed.data);
      if (!session) return;
      const destination = from && !from.startsWith('/login') ? from : '/admin';
      await navigate(destination, { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
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

          <form onSubmit={handleSubmit} className="space-y-4">
            <div>
              <label htmlFor="login-email" className="mb-1 block text-sm font-semibold">
                Email
              </label>
              <input
                id="login-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={errorsByField.email ? true : undefined}
                aria-describedby={errorsByField.email ? 'login-email-error' : undefined}
                className={inputClasses}
              />
              {errorsByField.email ? (
                <p id="login-email-error" className="mt-1 text-sm font-medium text-red-700">
                  {errorsByField.email}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="login-password" className="mb-1 block text-sm font-semibold">
                Password
              </label>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={errorsByField.password ? true : undefined}
                aria-describedby={errorsByField.password ? 'login-password-error' : undefined}
                className={inputClasses}
              />
              {errorsByField.password ? (
                <p id="login-password-error" className="mt-1 text-sm font-medium text-red-700">
                  {errorsByField.password}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={pending}
              aria-busy={pending || undefined}
              className="w-full rounded-md bg-burgundy-700 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-burgundy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-burgundy-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {pending ? 'Signing in…' : 'Log in'}
            </button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link
            to="/"
            className="text-burgundy-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-burgundy-700"
          >
            ← Back to the site
          </Link>
        </p>
      </div>
    </main>
  );
}
