export function TableSkeleton({ columns, rows, label = "Loading…" }: { columns: number; rows: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="mt-3 animate-pulse overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <span className="sr-only">{label}</span>
      <div className="grid gap-3 border-b border-slate-200 bg-slate-50 px-3 py-3" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {Array.from({ length: columns }, (_, i) => (
          <div key={i} className="h-4 rounded bg-slate-200" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="grid gap-3 border-b border-slate-100 px-3 py-3 last:border-b-0" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {Array.from({ length: columns }, (_, i) => (
            <div key={i} className="h-4 rounded bg-slate-100" />
          ))}
        </div>
      ))}
    </div>
  );
}
