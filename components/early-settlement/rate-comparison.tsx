import { formatRate } from "@/lib/format/format";
import { rateDifference } from "@/lib/domain/rate-difference";

/** The early-settlement rate against the leg's locked rate, with the difference in figures and words. */
export function RateComparison({ offered, locked }: { offered: number | null; locked: number | null }) {
  const diff = rateDifference(offered, locked);
  const words = diff ? { higher: "higher than", lower: "lower than", same: "the same as" }[diff.direction] : null;
  const sign = diff?.direction === "higher" ? "+" : "";
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Early-settlement rate</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular">{formatRate(offered)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Locked rate of the leg</dt>
          <dd className="mt-0.5 text-lg tabular">{formatRate(locked)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Difference</dt>
          <dd className="mt-0.5 text-lg tabular">
            {diff ? (
              <>
                {sign}
                {formatRate(diff.difference)}
                {diff.percent !== null && " "}
                {diff.percent !== null && (
                  <span className="ml-1 text-sm text-slate-700">
                    ({sign}
                    {diff.percent}%)
                  </span>
                )}
              </>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      {words && <p className="mt-2 text-sm text-slate-700">The early-settlement rate is {words} the locked rate.</p>}
    </div>
  );
}
