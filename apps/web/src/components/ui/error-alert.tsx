import { statusOf } from '@/lib/error-message';

interface ErrorAlertProps {
  /** Nothing is rendered for empty messages. */
  messages: (string | null | undefined)[];
}

/** Red error text at the top of a page (the admin spec's "errors show as red text"). */
export function ErrorAlert({ messages }: ErrorAlertProps) {
  const shown = messages.filter((message): message is string => Boolean(message));
  if (shown.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {shown.length === 1 ? (
        <p>{shown[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What a failed call said, for the screen: its own message and its HTTP status ("Internal
 * server error (status 500)"), or that it never got an answer.
 */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = statusOf(error);
  return status > 0 ? `${message} (status ${status})` : message;
}

interface QueryErrorProps {
  /** What could not be done, in the screen's words ("Failed to fetch posts."). */
  title: string;
  /** The failed call; nothing is rendered without one. */
  error: unknown;
}

/** A failed load: the screen's words, then the call's own message and status. */
export function QueryError({ title, error }: QueryErrorProps) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="font-medium">{title}</p>
      <p className="mt-1">{describeError(error)}</p>
    </div>
  );
}
