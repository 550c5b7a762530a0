import "server-only";
import { count, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers, bookLegs, bookSyncPasses } from "@/lib/db/schema";

export type BookFreshness = {
  /** When the last complete pass finished; null: none has. */
  lastCompletePassAt: Date | null;
  /** A pass running now (its start), if any. */
  runningSince: Date | null;
  /** The last pass, if it failed or was abandoned: what it said. */
  lastFailure: { at: Date; error: string | null } | null;
  /** The newest row in the book, from a pass or a page read. */
  newestRowAt: Date | null;
  legs: number;
  /** Customers whose last read failed: their rows are kept, as of their last good read. */
  staleCustomers: number;
};

export async function bookFreshness(db: Db): Promise<BookFreshness> {
  const [[complete], [last], [running], [legs], [stale]] = await Promise.all([
    db
      .select({ at: max(bookSyncPasses.finishedAt) })
      .from(bookSyncPasses)
      .where(eq(bookSyncPasses.status, "succeeded")),
    db
      .select({
        status: bookSyncPasses.status,
        at: sql<Date | null>`coalesce(${bookSyncPasses.finishedAt}, ${bookSyncPasses.heartbeatAt})`.mapWith(toDate),
        error: bookSyncPasses.lastError,
      })
      .from(bookSyncPasses)
      .orderBy(desc(bookSyncPasses.startedAt))
      .limit(1),
    db
      .select({ at: max(bookSyncPasses.startedAt) })
      .from(bookSyncPasses)
      .where(eq(bookSyncPasses.status, "running")),
    db.select({ n: count(), newest: max(bookLegs.lastSeenAt) }).from(bookLegs),
    db.select({ n: count() }).from(bookCustomers).where(isNotNull(bookCustomers.dualHedgesFailedAt)),
  ]);
  return {
    lastCompletePassAt: toDate(complete?.at ?? null),
    runningSince: toDate(running?.at ?? null),
    lastFailure:
      last && (last.status === "failed" || last.status === "abandoned") && last.at
        ? { at: last.at, error: last.error }
        : null,
    newestRowAt: toDate(legs?.newest ?? null),
    legs: legs?.n ?? 0,
    staleCustomers: stale?.n ?? 0,
  };
}

// max() over a timestamp comes back as a Date from drizzle's column mapping, or text from a raw expression.
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}
