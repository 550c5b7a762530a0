import { StatusBadge } from "@/components/ui/status-badge";
import { formatDate } from "@/lib/domain/format";

/** A completed date, or a "Pending" badge while the conversion has none (completedAt null). */
export function CompletedAt({ value }: { value: string | null }) {
  return value === null ? <StatusBadge status="Pending" /> : <>{formatDate(value)}</>;
}
