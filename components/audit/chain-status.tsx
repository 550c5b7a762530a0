import { formatTimestamp } from "@/lib/format/format-time";

export interface ChainCheckSummary {
  checkedAt: Date;
  ok: boolean;
  lastSeq: number | null;
  problem: string | null;
}

/** When the hash chain was last checked (in the background, or by `npm run audit:verify`), and what was found; no script. */
export function ChainStatus({ check }: { check: ChainCheckSummary | null }) {
  if (!check) {
    return (
      <p className="mt-2 text-sm text-slate-600">
        Tamper check: the chain has not been verified yet (it is checked in the background; or run{" "}
        <code>npm run audit:verify</code>).
      </p>
    );
  }
  const when = formatTimestamp(check.checkedAt.getTime() / 1000, "UTC");
  return check.ok ? (
    <p className="mt-2 text-sm text-slate-600">
      Tamper check: the chain was verified up to row {check.lastSeq ?? 0} on {when}.
    </p>
  ) : (
    <p role="alert" className="mt-2 text-sm font-medium text-red-700">
      Tamper check on {when}: the chain is broken, {check.problem}
    </p>
  );
}
