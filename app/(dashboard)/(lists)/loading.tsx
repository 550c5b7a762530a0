/** Shown while a dashboard page loads; the navigation above stays. Shaped like a heading and a table. */
// In a route group: a loading boundary above an id segment would send 200 before its 404 is known.
export default function DashboardLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-48 rounded bg-slate-200" />
      <div className="mt-8 space-y-3 rounded-lg border border-slate-200 bg-white p-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-5 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
