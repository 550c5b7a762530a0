import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sandboxDrawdownProposals, sandboxDrawdowns } from "@/lib/db/schema/sandbox";
import { isZero, toNumber } from "@/lib/domain/money";
import type { Clock } from "../clock";
import { notFound, wrongState } from "../errors";
import { type DrawdownValues, drawdownStatus } from "../logic/drawdown";
import { columnsFromValues, pricedColumnsOf } from "./drawdown-columns";
import type { Drawdown, DrawdownProposal } from "../schemas/resources";
import { assertProposalStillApplies, lockHedge, updateHedgeAtVersion } from "./hedges";
import { type DrawdownProposalRow, type DrawdownRow, type HedgeRow, type Queryable, toSnapshots } from "./rows";

export async function createDrawdownProposal(
  db: Queryable,
  leg: HedgeRow,
  values: DrawdownValues,
  clock: Clock,
  ttlSeconds: number,
): Promise<DrawdownProposalRow> {
  const now = clock.nowTs();
  const [row] = await db
    .insert(sandboxDrawdownProposals)
    .values({
      id: randomUUID(),
      hedgeId: leg.id,
      fromCurrency: leg.fromCurrency,
      toCurrency: leg.toCurrency,
      ...columnsFromValues(values),
      createdTs: now,
      validUntilTs: now + ttlSeconds,
      hedgeVersion: leg.version,
    })
    .returning();
  if (!row) throw new Error("Inserting a drawdown proposal returned nothing");
  return row;
}

/** Once, within its lifetime, only while the leg is as quoted; one transaction, so a refusal changes nothing. */
export async function acceptDrawdownProposal(
  db: Db,
  leg: HedgeRow,
  proposalId: string,
  clock: Clock,
): Promise<DrawdownRow> {
  return db.transaction(async (tx) => {
    const [proposal] = await tx
      .select()
      .from(sandboxDrawdownProposals)
      .where(and(eq(sandboxDrawdownProposals.id, proposalId), eq(sandboxDrawdownProposals.hedgeId, leg.id)))
      .for("update");
    if (!proposal) throw notFound("Drawdown proposal", proposalId);
    if (proposal.acceptedAtTs !== null) throw wrongState("Accepted");
    const now = clock.nowTs();
    if (now > proposal.validUntilTs) throw wrongState("Expired");
    const current = assertProposalStillApplies(await lockHedge(tx, leg.id), proposal.hedgeVersion);

    const drawdownId = randomUUID();
    const claimed = await tx
      .update(sandboxDrawdownProposals)
      .set({ acceptedAtTs: now, drawdownId })
      .where(and(eq(sandboxDrawdownProposals.id, proposal.id), isNull(sandboxDrawdownProposals.acceptedAtTs)))
      .returning({ id: sandboxDrawdownProposals.id });
    if (claimed.length === 0) throw wrongState("Accepted");

    const fixedAfter =
      current.fixedSide === "toCurrencyAmount" ? proposal.afterToCurrencyAmount : proposal.afterFromCurrencyAmount;
    const full = isZero(fixedAfter);
    const today = clock.today();
    await updateHedgeAtVersion(tx, current, {
      fromCurrencyAmount: proposal.afterFromCurrencyAmount,
      toCurrencyAmount: proposal.afterToCurrencyAmount,
      collateralAmount: proposal.afterCollateralAmount,
      updatedAt: today,
      ...(full ? { status: "Completed", completedAt: today, completedAtTs: now } : {}),
    });

    const [drawdown] = await tx
      .insert(sandboxDrawdowns)
      .values({
        id: drawdownId,
        hedgeId: proposal.hedgeId,
        fromCurrency: proposal.fromCurrency,
        toCurrency: proposal.toCurrency,
        ...pricedColumnsOf(proposal),
        proposalId: proposal.id,
        createdTs: now,
        pinnedStatus: null,
      })
      .returning();
    if (!drawdown) throw new Error("Inserting a drawdown returned nothing");
    return drawdown;
  });
}

export async function findDrawdown(
  db: Queryable,
  hedgeId: string,
  drawdownId: string,
): Promise<DrawdownRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxDrawdowns)
    .where(and(eq(sandboxDrawdowns.id, drawdownId), eq(sandboxDrawdowns.hedgeId, hedgeId)))
    .limit(1);
  return row;
}

function commonFields(row: DrawdownRow | DrawdownProposalRow) {
  return {
    id: row.id,
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    fromCurrencyAmount: toNumber(row.fromCurrencyAmount),
    toCurrencyAmount: toNumber(row.toCurrencyAmount),
    collateralAmountReleased: toNumber(row.collateralAmountReleased),
    quote: toNumber(row.quote),
    endAt: row.endAt,
    settlementAt: row.settlementAt,
    ...toSnapshots(row),
  };
}

export function toDrawdownProposal(row: DrawdownProposalRow): DrawdownProposal {
  return { ...commonFields(row), validUntilTs: row.validUntilTs };
}

export function toDrawdown(row: DrawdownRow, today: string): Drawdown {
  return { ...commonFields(row), hedgeId: row.hedgeId, status: drawdownStatus(row, today) };
}
