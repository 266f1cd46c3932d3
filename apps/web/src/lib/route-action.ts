import { ApiError } from '@/lib/api-client';

/** The visitor's address, as the gateway puts it in the load context (see apps/gateway). */
export const clientIpOf = (context: unknown): string | undefined => {
  const ip: unknown = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === 'string' ? ip : undefined;
};

/** A form field's text; a file (not sent by these forms) counts as nothing. */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Whether a service answered with this status. */
export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;
