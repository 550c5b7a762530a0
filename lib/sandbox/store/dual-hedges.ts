import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sandboxDualHedges, sandboxHedges } from "@/lib/db/schema/sandbox";
import { wrongState } from "../errors";
import { type Page, type PageResult, pageOffset } from "./paging";
import { lastListPosition, pageOfPositions } from "./positions";
import type { DualHedgeRow, HedgeRow, Queryable } from "./rows";

export type DualHedgeRecord = { dual: DualHedgeRow; legs: HedgeRow[] };

export type DualHedgeFilters = Page & { createdAt?: string; updatedAt?: string };

async function legsOf(db: Queryable, dualIds: string[]): Promise<Map<string, HedgeRow[]>> {
  const byDual = new Map<string, HedgeRow[]>();
  if (dualIds.length === 0) return byDual;
  const legs = await db
    .select()
    .from(sandboxHedges)
    .where(inArray(sandboxHedges.dualHedgeId, dualIds))
    .orderBy(asc(sandboxHedges.legIndex));
  for (const leg of legs) {
    const list = byDual.get(leg.dualHedgeId) ?? [];
    list.push(leg);
    byDual.set(leg.dualHedgeId, list);
  }
  return byDual;
}

/** The matching dual hedges, or the customer's whole list (paged by position) when not filtered. */
async function pageOfDualHedges(db: Queryable, customerId: string, filters: DualHedgeFilters): Promise<PageResult<DualHedgeRow>> {
  const position = sandboxDualHedges.listPosition;
  const ofCustomer = eq(sandboxDualHedges.customerId, customerId);
  const conditions: SQL[] = [ofCustomer];
  if (filters.createdAt !== undefined) conditions.push(eq(sandboxDualHedges.issuedAt, filters.createdAt));
  if (filters.updatedAt !== undefined) {
    // Updated on a date = either leg's updatedAt is that date.
    const updatedLegs = db
      .select({ id: sandboxHedges.dualHedgeId })
      .from(sandboxHedges)
      .where(and(eq(sandboxHedges.customerId, customerId), eq(sandboxHedges.updatedAt, filters.updatedAt)));
    conditions.push(inArray(sandboxDualHedges.id, updatedLegs));
  }
  if (conditions.length === 1) {
    const total = await lastListPosition(db, sandboxDualHedges, position, ofCustomer);
    const offset = pageOffset(filters, total);
    if (offset === null) return { rows: [], total };
    const rows = await db
      .select()
      .from(sandboxDualHedges)
      .where(and(ofCustomer, pageOfPositions(position, offset, filters.perPage)))
      .orderBy(asc(position));
    return { rows, total };
  }
  // A filter matches one day's dual hedges: a few thousand at most, so counting them is cheap.
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(sandboxDualHedges).where(where);
  const total = counted?.total ?? 0;
  const offset = pageOffset(filters, total);
  if (offset === null) return { rows: [], total };
  const rows = await db.select().from(sandboxDualHedges).where(where).orderBy(asc(position)).limit(filters.perPage).offset(offset);
  return { rows, total };
}

/** Newest first (acceptance time, then id: the list position), so pages are stable. */
export async function listDualHedges(
  db: Queryable,
  customerId: string,
  filters: DualHedgeFilters,
): Promise<PageResult<DualHedgeRecord>> {
  const { rows: duals, total } = await pageOfDualHedges(db, customerId, filters);
  const legs = await legsOf(
    db,
    duals.map((dual) => dual.id),
  );
  return { rows: duals.map((dual) => ({ dual, legs: legs.get(dual.id) ?? [] })), total };
}

export async function findDualHedge(
  db: Queryable,
  customerId: string,
  dualHedgeId: string,
): Promise<DualHedgeRecord | undefined> {
  const [dual] = await db
    .select()
    .from(sandboxDualHedges)
    .where(and(eq(sandboxDualHedges.id, dualHedgeId), eq(sandboxDualHedges.customerId, customerId)))
    .limit(1);
  if (!dual) return undefined;
  const legs = await legsOf(db, [dual.id]);
  return { dual, legs: legs.get(dual.id) ?? [] };
}

/**
 * Cancels both legs in one transaction. Only a dual hedge whose legs are all Active can be
 * cancelled; otherwise 412 naming the state that prevents it (Cancelled first, as cancelling
 * twice is the common case).
 */
export async function cancelDualHedge(
  db: Db,
  record: DualHedgeRecord,
  today: string,
): Promise<{ id: string; transactionId: string; hedgeIds: string[] }> {
  return db.transaction(async (tx) => {
    const legs = await tx
      .select()
      .from(sandboxHedges)
      .where(eq(sandboxHedges.dualHedgeId, record.dual.id))
      .orderBy(asc(sandboxHedges.legIndex))
      .for("update");
    const blocking = legs.find((leg) => leg.status === "Cancelled") ?? legs.find((leg) => leg.status !== "Active");
    if (blocking) throw wrongState(blocking.status);
    await tx
      .update(sandboxHedges)
      .set({
        status: "Cancelled",
        cancelledAt: today,
        updatedAt: today,
        version: sql`${sandboxHedges.version} + 1`,
      })
      .where(eq(sandboxHedges.dualHedgeId, record.dual.id));
    return { id: record.dual.id, transactionId: record.dual.transactionId, hedgeIds: legs.map((leg) => leg.id) };
  });
}
