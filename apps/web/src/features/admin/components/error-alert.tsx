interface ErrorAlertProps {
  /** Nothing is rendered for empty messages. */
  messages: (string | null | undefined)[];
}

/** The spec's red error text at the top of a page. */
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
