"use client";

import "./globals.css";

/** The last net when even the root layout fails: a page that says what happened, never a blank one. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <main className="mx-auto max-w-xl px-6 py-16">
          <section
            role="alert"
            aria-labelledby="global-error-heading"
            className="rounded-lg border border-red-200 bg-red-50 p-6"
          >
            <h1 id="global-error-heading" className="text-xl font-semibold text-red-900">
              Hedge Desk is not available right now
            </h1>
            <p className="mt-2 text-red-900">
              Something went wrong on our side. Try again in a moment; if it keeps failing, give support this reference:{" "}
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
        </main>
      </body>
    </html>
  );
}
