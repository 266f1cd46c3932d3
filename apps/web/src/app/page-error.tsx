import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { ErrorPanel } from '@/components/ui/status-panel';
import { NotFoundPage } from '@/features/pages/components/not-found-page';

/** What a route's loader threw, as a page can show it: its status and the service's message. */
export function useRouteFailure(): { status: number; message: string; data: unknown } {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string'
        ? data.message
        : error.statusText;
    return { status: error.status, message, data };
  }
  return { status: 500, message: 'Something went wrong on our side.', data: undefined };
}

/** A friendly panel for a page that could not load, with a way to try again. */
export function PageFailed({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <>
      <ErrorPanel
        title="This Page Is Currently Unavailable"
        message="It could not be loaded just now. Please try again in a moment."
        error={new Error(message)}
        onRetry={() => void revalidator.revalidate()}
      />
    </>
  );
}

/**
 * The error boundary of a public page (inside the layout, so the header and sidebar stay): the
 * 404 page for a missing address, else a friendly panel.
 */
export function PageErrorBoundary() {
  const failure = useRouteFailure();
  if (failure.status === 404) return <NotFoundPage />;
  return <PageFailed message={failure.message} />;
}
