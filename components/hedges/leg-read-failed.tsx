import { UpstreamError } from "@/components/ui/upstream-error";
import type { ActionError } from "@/lib/errors/action-error";
import type { LegTarget } from "@/lib/paths/dual-hedge-paths";
import { LegPageHeader } from "./leg-page-header";

/** A page under a leg whose first read was refused or unanswered: the service's words and a retry, navigation kept. */
export function LegReadFailed({
  target,
  title,
  error,
  notice,
}: {
  target: LegTarget;
  title: string;
  error: ActionError;
  notice?: React.ReactNode;
}) {
  return (
    <div>
      <LegPageHeader target={target} customerName={null} title={title} />
      {notice}
      <UpstreamError error={error} title="This leg could not be loaded" />
    </div>
  );
}
