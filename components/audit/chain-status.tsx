import { formatTimestamp } from "@/lib/format/format-time";

export interface ChainCheckSummary {
  checkedAt: Date;
  ok: boolean;
  rows: number;
  problem: string | null;
}

/** When `npm run audit:verify` last walked the hash chain, and what it found; server-rendered, no script. */
export function ChainStatus({ check }: { check: ChainCheckSummary | null }) {
  if (!check) {
    return (
      <p className="mt-2 text-sm text-slate-600">
        Tamper check: the chain has not been verified yet (run <code>npm run audit:verify</code>).
      </p>
    );
  }
  const when = formatTimestamp(check.checkedAt.getTime() / 1000, "UTC");
  return check.ok ? (
    <p className="mt-2 text-sm text-slate-600">
      Tamper check: the chain held on {when} ({check.rows} rows).
    </p>
  ) : (
    <p role="alert" className="mt-2 text-sm font-medium text-red-700">
      Tamper check on {when}: the chain is broken, {check.problem}
    </p>
  );
}
