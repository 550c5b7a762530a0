import "server-only";
import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { auditEvents, bookCustomers } from "@/lib/db/schema";
import { UUID_PATTERN } from "@/lib/schemas/ids";

export type UnresolvedCall = {
  id: number;
  occurredAt: Date;
  action: string;
  staffEmail: string;
  customerId: string | null;
  targetIds: Record<string, string>;
  unknownSince: Date;
};

const unknown = alias(auditEvents, "unknown_outcome");

/**
 * Calls to the service whose outcome is still `unknown`: an `unknown` mark and no answer or verdict
 * since (the trail's own rule, lib/audit/query.ts: an answer or verdict outranks an unknown).
 */
export async function unresolvedCalls(db: Db, customer: string | undefined, limit: number) {
  const settled = sql`exists (select 1 from ${auditEvents} o where o.attempt_id = ${auditEvents.id} and o.outcome <> 'unknown')`;
  const where = and(
    eq(auditEvents.outcome, "attempt"),
    sql`not ${settled}`,
    customer
      ? UUID_PATTERN.test(customer)
        ? eq(auditEvents.customerId, customer.toLowerCase())
        : // Part of a name, as the book page reads it: the customers the book knows by that name.
          sql`${auditEvents.customerId} in (select ${bookCustomers.id} from ${bookCustomers} where ${ilike(bookCustomers.companyName, `%${customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)})`
      : undefined,
  );
  // One query, not a page and a count: the desk runs it on every load, and each query has a fixed cost (on PGlite,
  // a planning pass in the process itself). The window's count is over every match, before the limit.
  const rows = await db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      action: auditEvents.action,
      staffEmail: auditEvents.staffEmail,
      customerId: auditEvents.customerId,
      targetIds: auditEvents.targetIds,
      unknownSince: unknown.occurredAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditEvents)
    .innerJoin(unknown, and(eq(unknown.attemptId, auditEvents.id), eq(unknown.outcome, "unknown")))
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, rows: rows as UnresolvedCall[] };
}
