import { customerDualHedgesPath } from "./app-paths";

export type LegTarget = { customerId: string; dualHedgeId: string; hedgeId: string };

export const dualHedgePath = ({ customerId, dualHedgeId }: Omit<LegTarget, "hedgeId">) =>
  `${customerDualHedgesPath(customerId)}/${encodeURIComponent(dualHedgeId)}`;

const legPath = (target: LegTarget) => `${dualHedgePath(target)}/hedges/${encodeURIComponent(target.hedgeId)}`;

export const drawdownFlowPath = (target: LegTarget) => `${legPath(target)}/drawdown`;
export const drawdownPath = (target: LegTarget, drawdownId: string) =>
  `${legPath(target)}/drawdowns/${encodeURIComponent(drawdownId)}`;
/** Where an accept lands: the page then says it was accepted, even when the drawdown cannot be read back yet. */
export const acceptedDrawdownPath = (target: LegTarget, drawdownId: string) =>
  `${drawdownPath(target, drawdownId)}?accepted=1`;
export const earlySettlementPath = (target: LegTarget) => `${legPath(target)}/early-settlement`;
/** The leg's page where an accept of this kind is asked for, and a request for it decided. */
export const acceptFlowPath = (action: "acceptDrawdown" | "acceptEarlySettlement", target: LegTarget) =>
  action === "acceptDrawdown" ? drawdownFlowPath(target) : earlySettlementPath(target);
/** A leg's drawdown or early-settlement page saying how an approval request ended. */
export const decidedApprovalPath = (flowPath: string, approvalId: string) =>
  `${flowPath}?${new URLSearchParams({ approval: approvalId })}`;

/** Where a request is decided: a cancel on its dual hedge's page, an accept on its leg's drawdown or early-settlement page. */
export function approvalRequestPath(row: {
  action: "cancelDualHedge" | "acceptDrawdown" | "acceptEarlySettlement";
  customerId: string;
  dualHedgeId: string;
  hedgeId: string | null;
}): string {
  if (row.action === "cancelDualHedge" || !row.hedgeId) return dualHedgePath(row);
  return acceptFlowPath(row.action, { customerId: row.customerId, dualHedgeId: row.dualHedgeId, hedgeId: row.hedgeId });
}
