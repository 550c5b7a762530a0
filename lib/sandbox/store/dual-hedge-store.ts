import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sandboxDualHedges, sandboxHedges, sandboxUpdateDays } from "@/lib/db/schema/sandbox";
import { wrongState } from "../errors";
import { dualHedgesJson } from "./dual-hedge-json";
import type { Page } from "./paging";
import { rowsAsJson, rowsFromJson } from "./json-rows";
import { pageOfPositions } from "./positions";
import type { DualHedgeRow, HedgeRow, Queryable } from "./rows";
import { renumberUpdateDays } from "./update-days";

export type DualHedgeRecord = { dual: DualHedgeRow; legs: HedgeRow[] };

export type DualHedgeFilters = Page & { createdAt?: string; updatedAt?: string };

function legsJson(db: Queryable, ofDuals: SQLWrapper | string[]) {
  return db
    .select({ json: rowsAsJson(sandboxHedges, sql`${sandboxHedges.dualListPosition}, ${sandboxHedges.legIndex}`) })
    .from(sandboxHedges)
    .where(inArray(sandboxHedges.dualHedgeId, ofDuals));
}

function groupLegs(json: string): Map<string, HedgeRow[]> {
  const byDual = new Map<string, HedgeRow[]>();
  for (const leg of rowsFromJson(sandboxHedges, json)) {
    const list = byDual.get(leg.dualHedgeId) ?? [];
    list.push(leg);
    byDual.set(leg.dualHedgeId, list);
  }
  return byDual;
}

type PagePlan = { total: SQLWrapper; onPage: SQL | undefined };

/** Unfiltered: a range of list positions; updated on a day: a range of that day's numbering (store/update-days.ts); created on a day: that day's few, counted and offset. */
function planPage(db: Queryable, customerId: string, filters: DualHedgeFilters): PagePlan {
  const position = sandboxDualHedges.listPosition;
  const ofCustomer = eq(sandboxDualHedges.customerId, customerId);
  const offset = (filters.page - 1) * filters.perPage;
  const ids = (where: SQL | undefined) => db.select({ id: sandboxDualHedges.id }).from(sandboxDualHedges).where(where);
  const counted = (where: SQL | undefined) => db.select({ total: count() }).from(sandboxDualHedges).where(where);
  const matching = (where: SQL | undefined) => ({
    total: counted(where),
    onPage: inArray(sandboxDualHedges.id, ids(where).orderBy(asc(position)).limit(filters.perPage).offset(offset)),
  });
  const legs = (day: string) => and(eq(sandboxHedges.customerId, customerId), eq(sandboxHedges.updatedAt, day));
  const positionsOf = (day: string) =>
    db.select({ position: sandboxHedges.dualListPosition }).from(sandboxHedges).where(legs(day));

  if (filters.createdAt !== undefined) {
    const issued = and(ofCustomer, eq(sandboxDualHedges.issuedAt, filters.createdAt));
    // Both filters (rare): one issue day's dual hedges, a small set, checked against the legs.
    return matching(
      filters.updatedAt === undefined ? issued : and(issued, inArray(position, positionsOf(filters.updatedAt))),
    );
  }
  if (filters.updatedAt !== undefined) {
    const ofDay = and(eq(sandboxUpdateDays.customerId, customerId), eq(sandboxUpdateDays.updatedAt, filters.updatedAt));
    const dayPosition = sandboxUpdateDays.dayPosition;
    const positions = db
      .select({ position: sandboxUpdateDays.dualListPosition })
      .from(sandboxUpdateDays)
      .where(and(ofDay, pageOfPositions(dayPosition, offset, filters.perPage)));
    return {
      total: db.select({ dayPosition }).from(sandboxUpdateDays).where(ofDay).orderBy(desc(dayPosition)).limit(1),
      onPage: and(ofCustomer, inArray(position, positions)),
    };
  }
  return {
    total: db.select({ position }).from(sandboxDualHedges).where(ofCustomer).orderBy(desc(position)).limit(1),
    onPage: and(ofCustomer, pageOfPositions(position, offset, filters.perPage)),
  };
}

/** Newest first by list position, so pages are stable; one statement answers the total and the page as wire JSON. */
export async function listDualHedges(
  db: Queryable,
  customerId: string,
  filters: DualHedgeFilters,
): Promise<{ dualHedgesJson: string; total: number }> {
  const { total, onPage } = planPage(db, customerId, filters);
  const page = db.select({ json: dualHedgesJson }).from(sandboxDualHedges).where(onPage);
  const result = await db.execute(sql`SELECT coalesce((${total}), 0) AS total, (${page}) AS dual_hedges`);
  // PGlite and node-postgres both answer { rows }; count(*) comes back as a string from the latter.
  const [answer] = (result as unknown as { rows: { total: number | string; dual_hedges: string }[] }).rows;
  return { dualHedgesJson: answer?.dual_hedges ?? "[]", total: Number(answer?.total ?? 0) };
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
  const [legs] = await legsJson(db, [dual.id]);
  return { dual, legs: groupLegs(legs?.json ?? "[]").get(dual.id) ?? [] };
}

/** Only when both legs are Active; otherwise 412 naming the blocking state (Cancelled first: cancelling twice is the common case). */
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
    const { id: dualHedgeId, customerId, listPosition: dualListPosition } = record.dual;
    if (legs.some((leg) => leg.updatedAt !== today))
      await renumberUpdateDays(tx, { dualHedgeId, customerId, dualListPosition });
    return { id: record.dual.id, transactionId: record.dual.transactionId, hedgeIds: legs.map((leg) => leg.id) };
  });
}
