// Zod-free on purpose: the staff page's client form imports these, and the schema module would bring zod along.

/** The actions a second person may have to approve, by their audit names. */
export const APPROVAL_ACTIONS = ["cancelDualHedge", "acceptDrawdown", "acceptEarlySettlement"] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const APPROVAL_ACTION_LABELS: Record<ApprovalAction, string> = {
  cancelDualHedge: "Cancel a dual hedge",
  acceptDrawdown: "Accept a drawdown",
  acceptEarlySettlement: "Accept an early settlement",
};

export const APPROVAL_MODES = ["off", "always", "fromAmount"] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
