import type { CSSProperties } from "react";

const cells = (columns: number, rows: number, bar?: string) =>
  ({ "--columns": columns, "--rows": rows, "--bar": bar }) as CSSProperties;

/** Shaped like the table it stands for; the cells are one element a part (`.skeleton-cells` in app/globals.css). */
export function TableSkeleton({
  columns,
  rows,
  label = "Loading…",
}: {
  columns: number;
  rows: number;
  label?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mt-3 animate-pulse overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <span className="sr-only">{label}</span>
      <div className="border-b border-slate-200 bg-slate-50 px-3">
        <div className="skeleton-cells" style={cells(columns, 1, "var(--color-slate-200)")} />
      </div>
      <div className="px-3">
        <div className="skeleton-cells" style={cells(columns, rows)} />
      </div>
    </div>
  );
}
