import Link from "next/link";

// Placeholder home until the customers list lands (issue 4): it says what runs today.
export default function HomePage() {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight">Hedge Desk</h1>
      <p className="mt-3 text-slate-600">
        The back-office dashboard for your customers&rsquo; FX hedges and currency conversions.
      </p>
      <section aria-labelledby="status-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="status-heading" className="text-lg font-medium">What runs today</h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
          <li>
            The sandbox hedging service, at{" "}
            <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm">/sandbox/v1</code>, with demo
            customers, dual hedges and conversions. Its interface is described in the{" "}
            <Link className="text-blue-700 underline underline-offset-2 hover:text-blue-900" href="/sandbox/v1/openapi.json">
              OpenAPI document
            </Link>
            .
          </li>
          <li>
            The health check, at{" "}
            <Link className="text-blue-700 underline underline-offset-2 hover:text-blue-900" href="/api/health">
              /api/health
            </Link>
            .
          </li>
          <li>
            Staff sign-in with roles, the{" "}
            <Link className="text-blue-700 underline underline-offset-2 hover:text-blue-900" href="/audit">
              audit trail
            </Link>{" "}
            and, for admins, staff management.
          </li>
        </ul>
        <p className="mt-4 text-sm text-slate-500">The customer pages are next.</p>
      </section>
    </div>
  );
}
