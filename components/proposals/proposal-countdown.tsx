import { formatCountdown, type Remaining } from "@/lib/domain/countdown";

/** m:ss in a timer role (not read out every second); milestones go to a separate polite live region. */
export function ProposalCountdown({
  left,
  announced,
  idPrefix,
}: {
  left: Remaining;
  announced: string | null;
  idPrefix: string;
}) {
  const text = formatCountdown(left.msLeft);
  const tone = left.expired
    ? "border-red-300 bg-red-50 text-red-900"
    : left.warn
      ? "border-amber-400 bg-amber-50 text-amber-950"
      : "border-slate-200 bg-slate-50 text-slate-900";
  const bar = left.expired ? "bg-red-600" : left.warn ? "bg-amber-500" : "bg-blue-700";
  const percent = Math.round(left.fractionLeft * 100);

  return (
    <div className={`rounded-md border p-3 ${tone}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span id={`${idPrefix}-label`} className="text-sm font-medium">
          {left.expired ? "Quote expired" : "Valid for"}
        </span>
        <span
          role="timer"
          aria-labelledby={`${idPrefix}-label`}
          className="font-mono text-2xl font-semibold tabular"
          data-testid={`${idPrefix}-time`}
        >
          {text}
        </span>
        {left.warn && (
          <span className="text-sm font-medium">Less than 30 seconds left: accept now or get a new quote.</span>
        )}
        {left.expired && <span className="text-sm font-medium">This quote can no longer be accepted.</span>}
      </div>
      <div
        role="progressbar"
        aria-label="Time left on this quote"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={left.expired ? "Expired" : `${text} left`}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-white/70 ring-1 ring-inset ring-black/10"
      >
        <div className={`h-full rounded-full ${bar}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </div>
  );
}
