import type { ActionError } from "./action-error";

// Of the service's refusals, a 451 concerns the customer IP and a 422 the amount (the only input it validates).
export type ErrorPlacement<F extends string> = {
  fields: Partial<Record<F, string>>;
  /** Shown above the form or in the panel: the message (and reason) not tied to a field. */
  general: ActionError | null;
};

export function placeActionError<F extends string>(
  error: ActionError,
  routes: { fields: readonly F[]; ipRejected?: F; validation?: F },
): ErrorPlacement<F> {
  const fields: Partial<Record<F, string>> = {};
  const known = (name: string): name is F => (routes.fields as readonly string[]).includes(name);
  for (const [name, messages] of Object.entries(error.fieldErrors ?? {})) {
    const first = messages?.[0];
    if (first && known(name)) fields[name] = first;
  }
  if (Object.keys(fields).length > 0) return { fields, general: null };

  const withReason = error.reason ? `${error.message} — ${error.reason}` : error.message;
  const target =
    error.kind === "ip-rejected" ? routes.ipRejected : error.kind === "validation" ? routes.validation : undefined;
  if (target) return { fields: { [target]: withReason } as Partial<Record<F, string>>, general: null };
  return { fields, general: error };
}
