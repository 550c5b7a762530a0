import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { customerAuditEvents, type AuditRow } from "@/lib/audit/query";
import type { Db } from "@/lib/db";
import { bookCustomers, bookDualHedges, bookLegChanges, bookLegs, type BookLegChangeField } from "@/lib/db/schema";
import { entryKey, mergePages, readCursor, SOURCE_RANKS, type Keyed, type TimelineSource } from "./timeline-merge";

/** Entries on one page of a customer's activity. */
export const ACTIVITY_PAGE = 20;

export type ActivityEntry = Keyed &
  (
    | { kind: "staff"; row: AuditRow }
    | {
        kind: "change";
        legId: string;
        dualHedgeId: string;
        field: BookLegChangeField;
        before: string | null;
        after: string | null;
        currency: string | null;
        fromCurrency: string | null;
        toCurrency: string | null;
        /** When the book last saw the old state: the change happened after it, by `at`. */
        previouslySeenAt: Date;
      }
    | {
        kind: "firstSeen";
        dualHedgeId: string;
        issuedAt: string | null;
        fromCurrency: string | null;
        toCurrency: string | null;
      }
    | { kind: "customer" }
  );

type Cursor = NonNullable<ReturnType<typeof readCursor>>;

const exact = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** This source's entries that sort after the cursor (older, or as old and of a lower key). */
function before(cursor: Cursor | null, source: TimelineSource, at: AnyPgColumn, id: AnyPgColumn): SQL | undefined {
  if (!cursor) return undefined;
  const moment = sql`${cursor.at}::timestamptz`;
  const rank = SOURCE_RANKS[source];
  if (rank < cursor.rank) return sql`${at} <= ${moment}`;
  if (rank > cursor.rank) return sql`${at} < ${moment}`;
  const lower = rank >= SOURCE_RANKS.change ? sql`${id} < ${Number(cursor.id)}` : sql`${id} collate "C" < ${cursor.id}`;
  return sql`(${at} < ${moment} or (${at} = ${moment} and ${lower}))`;
}

/** One page of a customer's activity: each source's next page from its own index, before the cursor, then merged. */
export async function readActivity(db: Db, customerId: string, cursor: Cursor | null, limit = ACTIVITY_PAGE) {
  const n = limit + 1;
  const [staff, changes, seen, customer] = await Promise.all([
    customerAuditEvents(db, customerId, (at, id) => before(cursor, "staff", at, id), n),
    db
      .select({
        id: bookLegChanges.id,
        at: exact(bookLegChanges.observedAt),
        legId: bookLegChanges.legId,
        dualHedgeId: bookLegChanges.dualHedgeId,
        field: bookLegChanges.field,
        before: bookLegChanges.before,
        after: bookLegChanges.after,
        currency: bookLegChanges.currency,
        previouslySeenAt: bookLegChanges.previouslySeenAt,
        fromCurrency: bookLegs.fromCurrency,
        toCurrency: bookLegs.toCurrency,
      })
      .from(bookLegChanges)
      .leftJoin(bookLegs, eq(bookLegs.id, bookLegChanges.legId))
      .where(
        and(
          eq(bookLegChanges.customerId, customerId),
          before(cursor, "change", bookLegChanges.observedAt, bookLegChanges.id),
        ),
      )
      .orderBy(desc(bookLegChanges.observedAt), desc(bookLegChanges.id))
      .limit(n),
    db
      .select({
        id: bookDualHedges.id,
        at: exact(bookDualHedges.firstSeenAt),
        issuedAt: bookDualHedges.issuedAt,
        fromCurrency: bookDualHedges.fromCurrency,
        toCurrency: bookDualHedges.toCurrency,
      })
      .from(bookDualHedges)
      .where(
        and(
          eq(bookDualHedges.customerId, customerId),
          before(cursor, "firstSeen", bookDualHedges.firstSeenAt, bookDualHedges.id),
        ),
      )
      .orderBy(desc(bookDualHedges.firstSeenAt), sql`${bookDualHedges.id} collate "C" desc`)
      .limit(n),
    db
      .select({ id: bookCustomers.id, at: exact(bookCustomers.firstSeenAt) })
      .from(bookCustomers)
      .where(
        and(eq(bookCustomers.id, customerId), before(cursor, "customer", bookCustomers.firstSeenAt, bookCustomers.id)),
      ),
  ]);
  return mergePages<ActivityEntry>(
    [
      staff.map((row) => ({ kind: "staff" as const, at: row.exactAt, key: entryKey("staff", row.id), row })),
      changes.map(({ id, at, ...change }) => ({ kind: "change" as const, at, key: entryKey("change", id), ...change })),
      seen.map(({ id, at, ...dual }) => ({
        kind: "firstSeen" as const,
        at,
        key: entryKey("firstSeen", id),
        dualHedgeId: id,
        ...dual,
      })),
      customer.map(({ id, at }) => ({ kind: "customer" as const, at, key: entryKey("customer", id) })),
    ],
    limit,
  );
}
