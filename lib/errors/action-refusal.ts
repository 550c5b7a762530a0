import type { ActionErrorKind } from "./action-error";

/** Throw from an action for an expected refusal; the browser gets its kind and message as is. */
export class ActionRefusal extends Error {
  override readonly name = "ActionRefusal";
  constructor(
    readonly kind: ActionErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}
