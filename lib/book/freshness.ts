import "server-only";
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers, bookSyncPasses } from "@/lib/db/schema/book";

export interface BookFreshness {
  /** The newest pass that read every customer to the end. */
  lastCompletePass: { id: number; startedAt: Date; finishedAt: Date } | null;
  /** A pass under way now, if any. */
  runningPass: { id: number; startedAt: Date; customersDone: number; customersTotal: number | null } | null;
  /** Customers whose last read of dual hedges failed: their rows are as of their last good read. */
  staleCustomers: number;
}

/** How fresh the book is as a whole: what every book page says above its rows. */
export async function readBookFreshness(db: Db): Promise<BookFreshness> {
  const [complete, running, stale] = await Promise.all([
    db
      .select({ id: bookSyncPasses.id, startedAt: bookSyncPasses.startedAt, finishedAt: bookSyncPasses.finishedAt })
      .from(bookSyncPasses)
      .where(and(eq(bookSyncPasses.status, "succeeded"), isNotNull(bookSyncPasses.finishedAt)))
      .orderBy(desc(bookSyncPasses.finishedAt))
      .limit(1),
    db
      .select({
        id: bookSyncPasses.id,
        startedAt: bookSyncPasses.startedAt,
        customersDone: bookSyncPasses.customersDone,
        customersTotal: bookSyncPasses.customersTotal,
      })
      .from(bookSyncPasses)
      .where(eq(bookSyncPasses.status, "running"))
      .orderBy(desc(bookSyncPasses.startedAt))
      .limit(1),
    db
      .select({ n: count() })
      .from(bookCustomers)
      .where(sql`${bookCustomers.dualHedgesFailedAt} is not null`),
  ]);
  const last = complete[0];
  return {
    lastCompletePass: last?.finishedAt ? { id: last.id, startedAt: last.startedAt, finishedAt: last.finishedAt } : null,
    runningPass: running[0] ?? null,
    staleCustomers: Number(stale[0]?.n ?? 0),
  };
}
