// Isomorphic: the audit filters render these; lib/audit/security-events.ts writes them.

export const SECURITY_EVENT_KINDS = [
  "signInSucceeded",
  "signInFailed",
  "signOut",
  "roleChanged",
  "staffDisabled",
  "staffEnabled",
  "passwordReset",
  "passwordChanged",
  "staffCreated",
  "twoFactorEnrolled",
  "twoFactorRemoved",
  "csvExported",
  "bookSyncStarted",
  "testEmailRequested",
  "digestRequested",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  signInSucceeded: "Sign-in succeeded",
  signInFailed: "Sign-in failed",
  signOut: "Sign-out",
  roleChanged: "Role changed",
  staffDisabled: "Account disabled",
  staffEnabled: "Account enabled",
  passwordReset: "Password reset",
  passwordChanged: "Own password changed",
  staffCreated: "Account created (user:create)",
  twoFactorEnrolled: "Two-factor enrolled",
  twoFactorRemoved: "Two-factor removed",
  csvExported: "CSV export",
  bookSyncStarted: "Book sync started",
  testEmailRequested: "Test email requested",
  digestRequested: "Digest requested now",
};

/** The mutations' audit names (lib/actions), as staff read them: what was attempted; the outcome column says how it went. */
const HEDGING_ACTION_LABELS: Record<string, string> = {
  quoteDrawdown: "Quote drawdown",
  acceptDrawdown: "Accept drawdown",
  quoteEarlySettlement: "Quote early settlement",
  acceptEarlySettlement: "Accept early settlement",
  cancelDualHedge: "Cancel dual hedge",
  setTwoFactorRequirement: "Set two-factor requirement",
  setApprovalPolicy: "Set approval policy",
  approvalRequested: "Approval requested",
  approvalWithdrawn: "Approval request withdrawn",
  approvalRejected: "Approval request rejected",
  approvalApproved: "Approval request approved",
  approvalExecuted: "Approved action sent",
  approvalExpired: "Approval request expired",
  requestApproval: "Request approval",
  decideApproval: "Approve or reject a request",
  itemAcknowledged: "Work item acknowledged",
  itemAssigned: "Work item assigned",
  itemUnassigned: "Work item unassigned",
  itemNoted: "Work item note",
  itemSnoozed: "Work item snoozed",
  itemResolved: "Work item resolved by hand",
  changeItem: "Change a work item",
  changeItems: "Change work items",
  customerNoteAdded: "Note added",
  addCustomerNote: "Add a note",
  customerRefreshed: "Customer refresh",
  refreshCustomer: "Refresh a customer",
  alertSubscriptionChanged: "Alert subscription changed",
  alertPreferencesChanged: "Time zone or digest changed",
  alertDefaultChanged: "Team alert default changed",
};

/** Any audit action's label; an unknown name shows as itself. */
export function auditActionLabel(action: string): string {
  return (isSecurityEventKind(action) ? SECURITY_EVENT_LABELS[action] : HEDGING_ACTION_LABELS[action]) ?? action;
}

export function isSecurityEventKind(value: unknown): value is SecurityEventKind {
  return typeof value === "string" && (SECURITY_EVENT_KINDS as readonly string[]).includes(value);
}

/** The audit filter's action value for "any security event". */
export const SECURITY_EVENTS_FILTER = "security";
