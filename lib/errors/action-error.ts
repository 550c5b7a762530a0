// Isomorphic: client components render it.
export type ActionErrorKind =
  // ours, before any upstream call
  | "unauthenticated" // no valid session
  | "forbidden" // the role is too low (or, from upstream, the key may not do this)
  | "validation" // input refused by the schema (fieldErrors), or 422 from upstream
  | "rate-limited"
  | "internal" // something unexpected on our side; details only in the log, under requestId
  // from the hedging service (lib/hedging HedgingError kinds)
  | "unauthorized"
  | "not-found"
  | "precondition"
  | "ip-rejected"
  | "unavailable"
  | "bad-response"
  | "unexpected";

export interface ActionError {
  kind: ActionErrorKind;
  /** Safe to show: ours, or the hedging service's own message. */
  message: string;
  reason?: string;
  /** Quote it to support: it finds the full error in the server log and in the audit trail. */
  requestId?: string;
  status?: number | string;
  fieldErrors?: Record<string, string[] | undefined>;
}

export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; error: ActionError };

export interface SafeActionResultLike<T> {
  data?: T;
  serverError?: ActionError;
  validationErrors?: { formErrors: string[]; fieldErrors: Record<string, string[] | undefined> };
}

/** A form that highlights its fields shows their messages there; one that does not shows them in its banner (ActionMessage). */
export const CHECK_THE_FIELDS = "Check the highlighted fields.";

export function toActionOutcome<T>(result: SafeActionResultLike<T> | undefined): ActionOutcome<T> {
  if (result?.serverError) return { ok: false, error: result.serverError };
  if (result?.validationErrors) {
    const { formErrors, fieldErrors } = result.validationErrors;
    return {
      ok: false,
      error: { kind: "validation", message: formErrors[0] ?? CHECK_THE_FIELDS, fieldErrors },
    };
  }
  if (!result || !("data" in result)) {
    return { ok: false, error: { kind: "internal", message: "The server did not answer. Try again." } };
  }
  return { ok: true, data: result.data as T };
}
