"use client";

/** A failed dashboard page: says so, offers a retry, keeps the navigation. Never shows the error's own text. */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" aria-labelledby="error-heading" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 id="error-heading" className="text-xl font-semibold text-red-900">
        This page could not be loaded
      </h1>
      <p className="mt-2 text-red-900">
        Something went wrong on our side. Try again; if it keeps failing, give support this reference:{" "}
        <code className="font-mono text-sm">{error.digest ?? "none"}</code>.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        Try again
      </button>
    </section>
  );
}
