import { and, eq, sql } from "drizzle-orm";
import { sandboxHedges } from "@/lib/db/schema/sandbox";
import { preconditionFailed, wrongState } from "../errors";
import type { HedgeRow, Queryable, Tx } from "./rows";
import { renumberUpdateDays } from "./update-days";

export async function findHedge(db: Queryable, customerId: string, hedgeId: string): Promise<HedgeRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxHedges)
    .where(and(eq(sandboxHedges.id, hedgeId), eq(sandboxHedges.customerId, customerId)))
    .limit(1);
  return row;
}

/** Re-reads a leg inside a transaction and holds it until commit. */
export async function lockHedge(tx: Tx, hedgeId: string): Promise<HedgeRow | undefined> {
  const [row] = await tx.select().from(sandboxHedges).where(eq(sandboxHedges.id, hedgeId)).for("update");
  return row;
}

export const STALE_PROPOSAL_REASON =
  "The hedge changed after this proposal was made, so the proposal no longer applies; request a new quote";

/** A proposal applies only to the exact leg state it was computed from, and only to an Active leg. */
export function assertProposalStillApplies(leg: HedgeRow | undefined, quotedVersion: number): HedgeRow {
  if (!leg) throw preconditionFailed(STALE_PROPOSAL_REASON);
  if (leg.status !== "Active") throw wrongState(leg.status);
  if (leg.version !== quotedVersion) throw preconditionFailed(STALE_PROPOSAL_REASON);
  return leg;
}

/** Only at the version the change was computed from; otherwise 412, never applied on top of a newer state. */
export async function updateHedgeAtVersion(
  tx: Tx,
  leg: HedgeRow,
  patch: Partial<Omit<HedgeRow, "id" | "version">>,
): Promise<HedgeRow> {
  const [row] = await tx
    .update(sandboxHedges)
    .set({ ...patch, version: sql`${sandboxHedges.version} + 1` })
    .where(and(eq(sandboxHedges.id, leg.id), eq(sandboxHedges.version, leg.version)))
    .returning();
  if (!row) throw preconditionFailed(STALE_PROPOSAL_REASON);
  if (row.updatedAt !== leg.updatedAt) await renumberUpdateDays(tx, row);
  return row;
}
