// Shaped like the desk: its title, the freshness line, the attention cards and two charts.
export default function DeskLoading() {
  return (
    <div aria-busy="true" aria-label="Loading the desk…">
      <div className="h-8 w-32 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-5 w-72 animate-pulse rounded bg-slate-100" />
      <div className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-40 animate-pulse rounded-lg border border-slate-200 bg-white" />
        ))}
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <div className="h-64 animate-pulse rounded-lg border border-slate-200 bg-white" />
        <div className="h-64 animate-pulse rounded-lg border border-slate-200 bg-white" />
      </div>
    </div>
  );
}
