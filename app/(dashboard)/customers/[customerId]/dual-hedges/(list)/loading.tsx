import { TableSkeleton } from "@/components/ui/table-skeleton";

/** The dual hedges list while it loads: heading, customer line, filters, then the table's columns. */
// Below layout.tsx's customer check and beside [dualHedgeId]: it never streams before a 404 is known.
export default function DualHedgesLoading() {
  return (
    <div aria-busy="true">
      <div className="h-4 w-56 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-5 w-full max-w-2xl animate-pulse rounded bg-slate-100" />
      <div className="mt-6 flex animate-pulse gap-4 rounded-lg border border-slate-200 bg-white p-4">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="h-12 w-44 rounded bg-slate-100" />
        ))}
      </div>
      <TableSkeleton columns={9} rows={8} label="Loading dual hedges…" />
    </div>
  );
}
