import { TableSkeleton } from "./table-skeleton";

export function ListSkeleton({
  columns,
  rows,
  label,
  children,
}: {
  columns: number;
  rows: number;
  label?: string;
  children?: React.ReactNode;
}) {
  return (
    <div aria-busy="true">
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      {children}
      <TableSkeleton columns={columns} rows={rows} label={label} />
    </div>
  );
}
