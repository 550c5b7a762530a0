import { requestCancellationAction } from "@/lib/actions/approvals";
import { cancelDualHedgeAction } from "@/lib/actions/cancel-dual-hedge-action";
import { toActionOutcome, type ActionError } from "@/lib/errors/action-error";
import type { CancelParsed } from "./cancel-form";

// The two ways the dialog sends: the cancel itself, or a request for a second person to approve it.

export const NO_ANSWER_TO_CANCEL: ActionError = {
  kind: "unavailable",
  message:
    "Hedge Desk did not answer. The cancel may or may not have been sent: reload the page to see its state before trying again.",
};

/** `approvalNeeded`: the request, not the cancel. */
export const sendCancel = (approvalNeeded: boolean) => (values: CancelParsed) =>
  (approvalNeeded ? requestCancellationAction(values) : cancelDualHedgeAction(values)).then((result) =>
    toActionOutcome<{ hedgeIds: string[] | null } | { approvalId: string }>(result),
  );
