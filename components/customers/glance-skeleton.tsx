/** Shaped like the customer's figures: the pair table, two lists and the ladder, while the book is read. */
export function GlanceSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mt-8">
      <span className="sr-only">Loading this customer&apos;s figures from the book…</span>
      <div className="h-7 w-40 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-32 animate-pulse rounded-lg border border-slate-200 bg-white" />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="h-40 animate-pulse rounded-lg border border-slate-200 bg-white" />
        <div className="h-40 animate-pulse rounded-lg border border-slate-200 bg-white" />
      </div>
      <div className="mt-6 h-64 animate-pulse rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}

/** Shaped like the activity list, while its page is read. */
export function ActivitySkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mt-10">
      <span className="sr-only">Loading this customer&apos;s activity…</span>
      <div className="h-7 w-32 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-48 animate-pulse rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}
