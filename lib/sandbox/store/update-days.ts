import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { sandboxCustomers, sandboxHedges, sandboxUpdateDays as days } from "@/lib/db/schema/sandbox";
import type { Tx } from "./rows";

/** Keeps sandbox_update_days (see the schema) numbered 1.. per customer and day in list order, as legs change day. */

/** Numbers every dual hedge by the days its legs were updated on; migration 0009 runs the same statement. */
export const NUMBER_UPDATE_DAYS_SQL = `
INSERT INTO sandbox_update_days (customer_id, updated_at, dual_list_position, dual_hedge_id, day_position)
SELECT customer_id, updated_at, dual_list_position, dual_hedge_id,
  row_number() OVER (PARTITION BY customer_id, updated_at ORDER BY dual_list_position)
FROM (SELECT DISTINCT customer_id, updated_at, dual_list_position, dual_hedge_id FROM sandbox_hedges) AS legs`;

type Dual = { dualHedgeId: string; customerId: string; dualListPosition: number };

/** Moves a dual hedge between update days in the write's transaction, under the customer's row lock. */
export async function renumberUpdateDays(tx: Tx, dual: Dual): Promise<void> {
  await tx
    .select({ id: sandboxCustomers.id })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, dual.customerId))
    .for("no key update");
  const legs = await tx
    .selectDistinct({ day: sandboxHedges.updatedAt })
    .from(sandboxHedges)
    .where(eq(sandboxHedges.dualHedgeId, dual.dualHedgeId));
  const stored = await tx.select({ day: days.updatedAt }).from(days).where(eq(days.dualHedgeId, dual.dualHedgeId));
  const current = new Set(legs.map((leg) => leg.day));
  const before = new Set(stored.map((row) => row.day));
  const position = dual.dualListPosition;
  const ofDay = (day: string) => and(eq(days.customerId, dual.customerId), eq(days.updatedAt, day));
  const later = (day: string) => and(ofDay(day), gt(days.dualListPosition, position));

  for (const day of before) {
    if (current.has(day)) continue;
    await tx.delete(days).where(and(ofDay(day), eq(days.dualListPosition, position)));
    await tx
      .update(days)
      .set({ dayPosition: sql`${days.dayPosition} - 1` })
      .where(later(day));
  }
  for (const day of current) {
    if (before.has(day)) continue;
    const [previous] = await tx
      .select({ dayPosition: days.dayPosition })
      .from(days)
      .where(and(ofDay(day), lt(days.dualListPosition, position)))
      .orderBy(desc(days.dualListPosition))
      .limit(1);
    await tx
      .update(days)
      .set({ dayPosition: sql`${days.dayPosition} + 1` })
      .where(later(day));
    await tx.insert(days).values({
      customerId: dual.customerId,
      updatedAt: day,
      dualListPosition: position,
      dualHedgeId: dual.dualHedgeId,
      dayPosition: (previous?.dayPosition ?? 0) + 1,
    });
  }
}
