import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sandboxEarlySettlementProposals } from "@/lib/db/schema/sandbox";
import { toNumber } from "@/lib/domain/money";
import { type Clock, addDays } from "../clock";
import { notFound, wrongState } from "../errors";
import { priceEarlySettlement } from "../logic/early-settlement";
import type { EarlySettlementProposal } from "../schemas/resources";
import { assertProposalStillApplies, lockHedge, updateHedgeAtVersion } from "./hedges";
import type { EarlySettlementProposalRow, HedgeRow, Queryable } from "./rows";

export async function createEarlySettlementProposal(
  db: Queryable,
  leg: HedgeRow,
  clock: Clock,
  ttlSeconds: number,
): Promise<EarlySettlementProposalRow> {
  if (leg.status !== "Active") throw wrongState(leg.status);
  const now = clock.nowTs();
  const [row] = await db
    .insert(sandboxEarlySettlementProposals)
    .values({
      id: randomUUID(),
      hedgeId: leg.id,
      ...priceEarlySettlement(leg, clock.today()),
      validUntilTs: now + ttlSeconds,
      hedgeVersion: leg.version,
      createdTs: now,
    })
    .returning();
  if (!row) throw new Error("Inserting an early-settlement proposal returned nothing");
  return row;
}

/** Settles the whole remaining leg today, under a drawdown proposal's single-use, lifetime and unchanged-leg conditions. */
export async function acceptEarlySettlementProposal(
  db: Db,
  leg: HedgeRow,
  proposalId: string,
  clock: Clock,
): Promise<HedgeRow> {
  return db.transaction(async (tx) => {
    const table = sandboxEarlySettlementProposals;
    const [proposal] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, proposalId), eq(table.hedgeId, leg.id)))
      .for("update");
    if (!proposal) throw notFound("Early settlement proposal", proposalId);
    if (proposal.acceptedAtTs !== null) throw wrongState("Accepted");
    const now = clock.nowTs();
    if (now > proposal.validUntilTs) throw wrongState("Expired");
    const current = assertProposalStillApplies(await lockHedge(tx, leg.id), proposal.hedgeVersion);

    const claimed = await tx
      .update(table)
      .set({ acceptedAtTs: now })
      .where(and(eq(table.id, proposal.id), isNull(table.acceptedAtTs)))
      .returning({ id: table.id });
    if (claimed.length === 0) throw wrongState("Accepted");

    const today = clock.today();
    return updateHedgeAtVersion(tx, current, {
      status: "Completed",
      fromCurrencyAmount: "0",
      toCurrencyAmount: "0",
      collateralAmount: "0",
      endAt: today,
      settlementAt: today,
      overdueAt: addDays(today, 2),
      fundsReceivedAt: today,
      updatedAt: today,
      completedAt: today,
      completedAtTs: now,
    });
  });
}

export function toEarlySettlementProposal(row: EarlySettlementProposalRow): EarlySettlementProposal {
  return {
    id: row.id,
    hedgeId: row.hedgeId,
    toCurrencyAmount: toNumber(row.toCurrencyAmount),
    fromCurrencyAmount: toNumber(row.fromCurrencyAmount),
    quote: toNumber(row.quote),
    validUntilTs: row.validUntilTs,
  };
}
