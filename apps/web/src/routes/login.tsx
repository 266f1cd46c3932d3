import { AdminLoading, browserOnly } from '@/app/browser-only';
import { LoginPage } from '@/features/auth/components/login-page';

/** `/login`: "CMS Login", rendered in the browser (it stores the session there). */
export const clientLoader = browserOnly();
export const HydrateFallback = AdminLoading;

export default function Route() {
  return <LoginPage />;
}
