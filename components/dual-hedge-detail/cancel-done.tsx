import { forwardRef } from "react";
import { shortId } from "@/lib/format/format-text";
import type { CancelLeg } from "./cancel-form";

/** After a cancel: which legs the service says it cancelled, full ids (with their roles when we know them). */
export const CancelDone = forwardRef<
  HTMLDivElement,
  { dualHedgeId: string; hedgeIds: string[] | null; legs: CancelLeg[] }
>(function CancelDone({ dualHedgeId, hedgeIds, legs }, ref) {
  const labelOf = (id: string) => legs.find((leg) => leg.id.toLowerCase() === id.toLowerCase())?.label ?? "Leg";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 focus-visible:outline-2 focus-visible:outline-green-700"
    >
      <p className="font-medium">Dual hedge {shortId(dualHedgeId)} is cancelled.</p>
      {hedgeIds === null ? (
        <p className="mt-1">
          The hedging service confirmed the cancel without listing the legs; the legs below show their state as it
          reports it now.
        </p>
      ) : (
        <>
          <p className="mt-1">Cancelled legs:</p>
          <ul className="mt-1 list-disc pl-5">
            {hedgeIds.map((id) => (
              <li key={id}>
                {labelOf(id)} <code className="font-mono text-xs">{id}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});
