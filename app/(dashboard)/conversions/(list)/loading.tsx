import { CONVERSION_COLUMN_COUNT } from "@/components/conversions/conversion-columns";
import { ListSkeleton } from "@/components/ui/list-skeleton";

// In a route group, so it does not stream [conversionId] before its 404 is known.
export default function ConversionsLoading() {
  return (
    <ListSkeleton columns={CONVERSION_COLUMN_COUNT} rows={10} label="Loading conversions…">
      <div className="mt-3 h-5 w-full max-w-xl animate-pulse rounded bg-slate-100" />
      <div className="mt-6 h-20 animate-pulse rounded-lg border border-slate-200 bg-white" />
      <div className="mt-6 h-5 w-64 animate-pulse rounded bg-slate-100" />
    </ListSkeleton>
  );
}
