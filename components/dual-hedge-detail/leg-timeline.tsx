import { formatDate } from "@/lib/format/format";
import { legTimeline } from "@/lib/domain/leg-timeline";
import type { Hedge } from "@/lib/wire";

/** issued → end → settlement (and cancelled, completed, overdue when they apply), marked reached or to come. */
export function LegTimeline({ leg, today }: { leg: Hedge; today: string }) {
  const steps = legTimeline(leg, today);
  if (steps.length === 0) return null;
  return (
    <ol aria-label="Timeline" className="mt-2 flex flex-wrap items-start gap-y-2 text-xs">
      {steps.map((step, index) => (
        <li key={step.kind} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="mx-2 text-slate-400">
              →
            </span>
          )}
          <span
            className={`rounded-md border px-2 py-1 ${
              step.kind === "cancelled" || step.kind === "overdue"
                ? "border-red-300 bg-red-50 text-red-900"
                : step.reached
                  ? "border-slate-300 bg-slate-100 text-slate-900"
                  : "border-dashed border-slate-400 bg-white text-slate-700"
            }`}
          >
            <span className="font-medium">{step.label}</span> <span className="tabular">{formatDate(step.date)}</span>
            <span className="sr-only">{step.reached ? " (reached)" : " (to come)"}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
