import { ServiceText } from "@/components/ui/service-text";
import type { ActionError } from "@/lib/errors/action-error";
import { keyHint } from "@/lib/errors/key-hint";

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
