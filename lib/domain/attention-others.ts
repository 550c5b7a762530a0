// The two kinds judged from the trail and the approvals rather than the book: a call whose outcome is unknown, and a
// request waiting for its second approval. Pure, so their rules and tests need no database.

/** An attempt's outcome rows on the trail (`unknown`, `succeeded`, `failed`), each with its time and error kind. */
export type CallOutcome = { outcome: string; errorKind: string | null; at: Date };

/** Unresolved: its outcome was recorded as unknown and nothing has said what became of it since. */
export function callUnresolved(outcomes: readonly CallOutcome[]): boolean {
  return outcomes.some((o) => o.outcome === "unknown") && outcomes.every((o) => o.outcome === "unknown");
}

export type CallResolution = { cause: "callAnswered"; outcome: string; reconciled: boolean; at: Date };

/** What ended it: the first outcome other than unknown (a late answer, or a reconciliation's verdict). */
export function callResolution(outcomes: readonly CallOutcome[]): CallResolution | null {
  const known = outcomes.filter((o) => o.outcome !== "unknown").sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  return known
    ? { cause: "callAnswered", outcome: known.outcome, reconciled: known.errorKind === "reconciled", at: known.at }
    : null;
}

export type ApprovalState = {
  status: string;
  expiresAt: Date;
  decidedAt: Date | null;
  decidedByEmail: string | null;
};

/** Waiting: still pending and not yet expired (an expired one is pending until something marks it). */
export function approvalWaiting(request: ApprovalState, now: Date): boolean {
  return request.status === "pending" && request.expiresAt.getTime() > now.getTime();
}

export type ApprovalResolution =
  | { cause: "approvalExpired"; at: Date }
  | { cause: "approvalDecided"; status: string; by: string | null; at: Date | null };

/** Why it waits no more: decided (approved, rejected, withdrawn, and what followed), or its time ran out. */
export function approvalResolution(request: ApprovalState, now: Date): ApprovalResolution | null {
  if (approvalWaiting(request, now)) return null;
  if (request.status === "pending" || request.status === "expired")
    return { cause: "approvalExpired", at: request.expiresAt };
  return { cause: "approvalDecided", status: request.status, by: request.decidedByEmail, at: request.decidedAt };
}
