import { RetryButton } from "./retry-button";

/** A failure shown inside the page: what happened, what to do, a reference; `retry` renders the page again. */
export function ErrorPanel({
  title,
  children,
  requestId,
  retry = false,
}: {
  title: string;
  children: React.ReactNode;
  requestId?: string;
  retry?: boolean;
}) {
  return (
    <section
      role="alert"
      aria-label={title}
      className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 space-y-2">{children}</div>
      {requestId && (
        <p className="mt-2 text-sm">
          Reference for support: <code className="font-mono">{requestId}</code>
        </p>
      )}
      {retry && <RetryButton className="mt-4" />}
    </section>
  );
}
