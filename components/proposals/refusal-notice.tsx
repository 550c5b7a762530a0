import { ErrorPanel } from "@/components/ui/error-panel";
import { ServiceText } from "@/components/ui/service-text";
import type { ActionError } from "@/lib/errors/action-error";
import { keyHint } from "@/lib/errors/key-hint";

/** A refused quote or accept: the service's (or our) message and reason as given, and the request id. */
export function RefusalNotice({ title, error }: { title: string; error: ActionError }) {
  const hint = keyHint(error);
  return (
    <ErrorPanel title={title} requestId={error.requestId}>
      <p>
        <ServiceText text={error.message} />
      </p>
      {error.reason && (
        <p className="text-sm">
          Reason: <ServiceText text={error.reason} />
        </p>
      )}
      {hint && <p className="text-sm">{hint}</p>}
    </ErrorPanel>
  );
}
