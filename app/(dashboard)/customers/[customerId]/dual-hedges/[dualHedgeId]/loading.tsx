/** A dual hedge while it loads: heading, the summary line, then two leg cards side by side. */
export default function DualHedgeLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading the dual hedge…</span>
      <div className="h-4 w-72 rounded bg-slate-200" />
      <div className="mt-4 h-8 w-64 rounded bg-slate-200" />
      <div className="mt-4 grid grid-cols-3 gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-10 rounded bg-slate-100" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, card) => (
          <div key={card} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
            <div className="h-6 w-40 rounded bg-slate-200" />
            <div className="h-6 w-full rounded bg-slate-100" />
            {Array.from({ length: 10 }, (_, row) => (
              <div key={row} className="grid grid-cols-2 gap-4">
                <div className="h-4 rounded bg-slate-100" />
                <div className="h-4 rounded bg-slate-100" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
