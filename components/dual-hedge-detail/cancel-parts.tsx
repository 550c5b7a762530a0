import { forwardRef } from "react";
import { ServiceText } from "@/components/ui/service-text";
import type { ActionError } from "@/lib/errors/action-error";
import { keyHint } from "@/lib/errors/key-hint";
import { shortId } from "@/lib/domain/format-time";

export interface CancelLeg {
  id: string;
  label: string;
}

/** The service's refusal as it said it: message, reason (the state it names in bold) and our reference. */
export function CancelFailure({ error }: { error: ActionError }) {
  const hint = keyHint(error);
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-medium">
        <ServiceText text={error.message} />
      </p>
      {error.reason && (
        <p className="mt-1">
          <ServiceText text={error.reason} />
        </p>
      )}
      {error.kind === "precondition" && <p className="mt-1">The page behind now shows the dual hedge as it is.</p>}
      {hint && <p className="mt-1">{hint}</p>}
      {error.requestId && (
        <p className="mt-1 text-xs">
          Reference: <code className="font-mono">{error.requestId}</code>
        </p>
      )}
    </div>
  );
}

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
