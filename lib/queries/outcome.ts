import type { ActionError, ActionOutcome } from "@/lib/actions/errors";

/** A failed action as a thrown error, so react-query sees it as one (error state, refetch to retry). */
export class ActionFailure extends Error {
  override readonly name = "ActionFailure";
  constructor(readonly error: ActionError) {
    super(error.message);
  }
}

export function unwrapOutcome<T>(outcome: ActionOutcome<T>): T {
  if (outcome.ok) return outcome.data;
  throw new ActionFailure(outcome.error);
}

/** The ActionError behind anything a query threw (a network failure of the action itself included). */
export function actionErrorOf(error: unknown): ActionError {
  if (error instanceof ActionFailure) return error.error;
  return { kind: "unavailable", message: "Hedge Desk did not answer. Check your connection and try again." };
}
