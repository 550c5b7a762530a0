import "server-only";
import { count, desc, eq, isNotNull, max, min, sql } from "drizzle-orm";
import { readsBySchedule } from "@/lib/book/config";
import type { Db } from "@/lib/db";
import { bookCustomers, bookLegs, bookSyncPasses } from "@/lib/db/schema";

export type BookFreshness = {
  /** When the last complete pass finished; null: none has. */
  lastCompletePassAt: Date | null;
  /** A pass running now (its start), if any. */
  runningSince: Date | null;
  /** The last pass, if it failed or was abandoned: when. Its error is for admins, on /book/sync, not every desk. */
  lastFailure: { at: Date } | null;
  /** The newest row in the book, from a pass or a page read: only until the book has been read whole (then null). */
  newestRowAt: Date | null;
  /** Whether the book holds any leg. */
  hasLegs: boolean;
  /** Customers whose last read failed: their rows are kept, as of their last good read. */
  staleCustomers: number;
  /** The customers behind the attention lists (lib/book/read-classes.ts) and the oldest of their reads. */
  attention: { customers: number; oldestReadAt: Date | null };
  /** Every customer has been read since then (the oldest read); null while one never was. */
  everyCustomerReadSince: Date | null;
  /** The continuous scheduled sync is the background sync: freshness is judged on the attention lists' reads. */
  scheduled: boolean;
};

/** The book has been read whole: by a complete pass, or, on the scheduled sync, by a read of every customer. */
export function bookReadWhole(
  freshness: Pick<BookFreshness, "lastCompletePassAt" | "scheduled" | "everyCustomerReadSince">,
): boolean {
  return freshness.lastCompletePassAt !== null || (freshness.scheduled && freshness.everyCustomerReadSince !== null);
}

export async function bookFreshness(db: Db): Promise<BookFreshness> {
  const [[complete], [last], [running], [legs], [stale], [reads]] = await Promise.all([
    db
      .select({ at: max(bookSyncPasses.finishedAt) })
      .from(bookSyncPasses)
      .where(eq(bookSyncPasses.status, "succeeded")),
    db
      .select({
        status: bookSyncPasses.status,
        at: sql<Date | null>`coalesce(${bookSyncPasses.finishedAt}, ${bookSyncPasses.heartbeatAt})`.mapWith(toDate),
      })
      .from(bookSyncPasses)
      .orderBy(desc(bookSyncPasses.startedAt))
      .limit(1),
    db
      .select({ at: max(bookSyncPasses.startedAt) })
      .from(bookSyncPasses)
      .where(eq(bookSyncPasses.status, "running")),
    db.select({ any: sql<boolean>`exists (select 1 from ${bookLegs})` }).from(sql`(select 1) as one`),
    db.select({ n: count() }).from(bookCustomers).where(isNotNull(bookCustomers.dualHedgesFailedAt)),
    // Each by its index (the class's, the read time's), never a scan of every customer.
    db
      .select({
        attention: count(),
        oldestAttention: min(sql`coalesce(${bookCustomers.dualHedgesReadAt}, ${bookCustomers.firstSeenAt})`),
        neverRead: sql<boolean>`exists (select 1 from ${bookCustomers} where ${bookCustomers.dualHedgesReadAt} is null)`,
        oldestRead: sql`(select min(${bookCustomers.dualHedgesReadAt}) from ${bookCustomers})`,
      })
      .from(bookCustomers)
      .where(eq(bookCustomers.readClass, "attention")),
  ]);
  const lastCompletePassAt = toDate(complete?.at ?? null);
  const everyCustomerReadSince = reads && !reads.neverRead ? toDate(reads.oldestRead ?? null) : null;
  const scheduled = readsBySchedule();
  const hasLegs = legs?.any === true;
  // The newest row is a scan of every leg: read only while the line has no whole read of the book to date it by.
  const readWhole = bookReadWhole({ lastCompletePassAt, scheduled, everyCustomerReadSince });
  return {
    lastCompletePassAt,
    runningSince: toDate(running?.at ?? null),
    lastFailure: last && (last.status === "failed" || last.status === "abandoned") && last.at ? { at: last.at } : null,
    newestRowAt: hasLegs && !readWhole ? await newestRow(db) : null,
    hasLegs,
    staleCustomers: stale?.n ?? 0,
    attention: { customers: reads?.attention ?? 0, oldestReadAt: toDate(reads?.oldestAttention ?? null) },
    everyCustomerReadSince,
    scheduled,
  };
}

async function newestRow(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(bookLegs.lastSeenAt) }).from(bookLegs);
  return toDate(row?.at ?? null);
}

// max() over a timestamp comes back as a Date from drizzle's column mapping, or text from a raw expression.
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}
