export type LegTarget = { customerId: string; dualHedgeId: string; hedgeId: string };

export const dualHedgePath = ({ customerId, dualHedgeId }: Omit<LegTarget, "hedgeId">) =>
  `/customers/${customerId}/dual-hedges/${dualHedgeId}`;

const legPath = (target: LegTarget) => `${dualHedgePath(target)}/hedges/${target.hedgeId}`;

export const drawdownFlowPath = (target: LegTarget) => `${legPath(target)}/drawdown`;
export const drawdownPath = (target: LegTarget, drawdownId: string) => `${legPath(target)}/drawdowns/${drawdownId}`;
export const earlySettlementPath = (target: LegTarget) => `${legPath(target)}/early-settlement`;
