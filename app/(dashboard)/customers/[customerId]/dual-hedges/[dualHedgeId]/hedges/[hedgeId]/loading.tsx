import { Skeleton } from "@/components/ui/skeleton";

/** While a leg's page loads: the shape of its header, the leg's facts and the form or proposal under them. */
export default function LegLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading the leg…</span>
      <Skeleton className="h-4 w-72" />
      <Skeleton className="mt-4 h-8 w-80" />
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
        <Skeleton className="h-6 w-40" />
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 9 }, (_, i) => (
            <div key={i} className="space-y-1">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-36" />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-4 h-9 w-72" />
        <Skeleton className="mt-4 h-9 w-40" />
      </div>
    </div>
  );
}
