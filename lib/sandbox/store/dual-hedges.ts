import { and, asc, count, countDistinct, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sandboxDualHedges, sandboxHedges } from "@/lib/db/schema/sandbox";
import { wrongState } from "../errors";
import { type Page, type PageResult, pageOffset } from "./paging";
import { rowsAsJson, rowsFromJson } from "./json-rows";
import { lastListPosition, pageOfPositions } from "./positions";
import type { DualHedgeRow, HedgeRow, Queryable } from "./rows";

export type DualHedgeRecord = { dual: DualHedgeRow; legs: HedgeRow[] };

export type DualHedgeFilters = Page & { createdAt?: string; updatedAt?: string };

/** The legs of the dual hedges `ofDuals` selects (their ids), as JSON: see json-rows.ts. */
async function legsOf(db: Queryable, ofDuals: SQLWrapper | string[]): Promise<Map<string, HedgeRow[]>> {
  const byDual = new Map<string, HedgeRow[]>();
  const [result] = await db
    .select({ json: rowsAsJson(sandboxHedges, sql`${sandboxHedges.legIndex}`) })
    .from(sandboxHedges)
    .where(inArray(sandboxHedges.dualHedgeId, ofDuals));
  for (const leg of rowsFromJson(sandboxHedges, result?.json ?? "[]")) {
    const list = byDual.get(leg.dualHedgeId) ?? [];
    list.push(leg);
    byDual.set(leg.dualHedgeId, list);
  }
  return byDual;
}

type PagePlan = { total: number; where?: SQL; offset?: number };

/**
 * Where the page is. Unfiltered: a range of list positions, the total the last position.
 * Updated on a day (either leg): the distinct positions of that day's legs, read in order from
 * the legs' own index. Otherwise: the matching dual hedges of one issue day, counted and offset.
 */
async function planPage(db: Queryable, customerId: string, filters: DualHedgeFilters): Promise<PagePlan> {
  const position = sandboxDualHedges.listPosition;
  const ofCustomer = eq(sandboxDualHedges.customerId, customerId);
  if (filters.updatedAt !== undefined) {
    const legs = and(eq(sandboxHedges.customerId, customerId), eq(sandboxHedges.updatedAt, filters.updatedAt));
    if (filters.createdAt !== undefined) {
      // Both filters (rare): one issue day's dual hedges, a small set, checked against the legs.
      const onBothDays = and(ofCustomer, eq(sandboxDualHedges.issuedAt, filters.createdAt), inArray(position, allPositions(db, legs)));
      return pageOfMatches(db, onBothDays, filters);
    }
    const [counted] = await db.select({ total: countDistinct(sandboxHedges.dualListPosition) }).from(sandboxHedges).where(legs);
    const total = counted?.total ?? 0;
    const offset = pageOffset(filters, total);
    if (offset === null) return { total };
    const positions = db
      .selectDistinct({ position: sandboxHedges.dualListPosition })
      .from(sandboxHedges)
      .where(legs)
      .orderBy(asc(sandboxHedges.dualListPosition))
      .limit(filters.perPage)
      .offset(offset);
    return { total, where: and(ofCustomer, inArray(position, positions)) };
  }
  if (filters.createdAt !== undefined) return pageOfMatches(db, and(ofCustomer, eq(sandboxDualHedges.issuedAt, filters.createdAt)), filters);
  const total = await lastListPosition(db, sandboxDualHedges, position, ofCustomer);
  const offset = pageOffset(filters, total);
  return offset === null ? { total } : { total, where: and(ofCustomer, pageOfPositions(position, offset, filters.perPage)) };
}

const allPositions = (db: Queryable, legs: SQL | undefined) =>
  db.select({ position: sandboxHedges.dualListPosition }).from(sandboxHedges).where(legs);

async function pageOfMatches(db: Queryable, where: SQL | undefined, filters: DualHedgeFilters): Promise<PagePlan> {
  const [counted] = await db.select({ total: count() }).from(sandboxDualHedges).where(where);
  const total = counted?.total ?? 0;
  const offset = pageOffset(filters, total);
  return offset === null ? { total } : { total, where, offset };
}

/** Newest first (acceptance time, then id: the list position), so pages are stable. */
export async function listDualHedges(
  db: Queryable,
  customerId: string,
  filters: DualHedgeFilters,
): Promise<PageResult<DualHedgeRecord>> {
  const { total, where, offset } = await planPage(db, customerId, filters);
  if (!where) return { rows: [], total };
  const pageIds = db
    .select({ id: sandboxDualHedges.id })
    .from(sandboxDualHedges)
    .where(where)
    .orderBy(asc(sandboxDualHedges.listPosition))
    .limit(filters.perPage)
    .offset(offset ?? 0);
  // Both queries select the same page; the legs are found by it, not by a list of 100 id parameters.
  const duals = await db.select().from(sandboxDualHedges).where(inArray(sandboxDualHedges.id, pageIds)).orderBy(asc(sandboxDualHedges.listPosition));
  const legs = await legsOf(db, pageIds);
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
