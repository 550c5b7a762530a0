import "server-only";
import { isHedgingError } from "@/lib/hedging/errors";
import type { ActionError } from "@/lib/errors/action-error";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { upstreamMessage } from "./upstream-message";

export const GENERIC_ERROR_MESSAGE = "Something went wrong on our side.";

/** Maps any error to what the browser may see: the hedging service's words, ours, or nothing. */
export function toActionError(error: unknown, requestId: string): ActionError {
  if (isHedgingError(error)) {
    const mapped: ActionError = {
      kind: error.kind,
      message: upstreamMessage(error),
      requestId: error.requestId,
      status: error.status,
    };
    if (error.reason !== undefined) mapped.reason = error.reason;
    return mapped;
  }
  if (error instanceof ActionRefusal) {
    const mapped: ActionError = { kind: error.kind, message: error.message, requestId };
    if (error.fieldErrors) mapped.fieldErrors = error.fieldErrors;
    return mapped;
  }
  // Never the error's own message: it may hold SQL, a path or a secret.
  return { kind: "internal", message: `${GENERIC_ERROR_MESSAGE} Quote request id ${requestId} to support.`, requestId };
}
