import { StatusBadge } from "@/components/ui/status-badge";
import { EMPTY, formatDate } from "@/lib/format/format";

/** A completed date; a "Pending" badge when the service says none yet (null); a dash when it did not say (undefined). */
export function CompletedAt({ value }: { value: string | null | undefined }) {
  if (value === undefined) return <span title="The hedging service did not say whether it has completed">{EMPTY}</span>;
  return value === null ? <StatusBadge status="Pending" /> : <>{formatDate(value)}</>;
}
