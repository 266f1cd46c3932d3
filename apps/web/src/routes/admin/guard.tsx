import { AdminLoading, browserOnly } from '@/app/browser-only';
import { RequireAuth } from '@/features/admin/guard/components/require-auth';

/** `/admin/*`: staff only, rendered in the browser (the session lives in local storage). */
export const clientLoader = browserOnly();
export const HydrateFallback = AdminLoading;

export default function Route() {
  return <RequireAuth />;
}
