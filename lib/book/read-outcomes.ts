import "server-only";
import { and, eq, isNull, lt, notInArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { bookConversions, bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema";
import { bookChanged, changeBook, timedWrite } from "./changes";
import { inIds } from "./json-upsert";

/** A customer whose dual hedges were all read; `markNotSeen` false when an answer had no id (it may be one we hold). */
export interface CompleteRead {
  customerId: string;
  markNotSeen: boolean;
}

/** Every page read and every answer had an id: what was not seen since `readStartedAt` is "not seen since" now. */
export async function completeCustomerRead(
  customerId: string,
  readStartedAt: Date,
  { markNotSeen = true }: { markNotSeen?: boolean } = {},
): Promise<void> {
  await completeCustomerReads([{ customerId, markNotSeen }], readStartedAt);
}

/** Many customers' complete reads closed together in one transaction of three statements. */
export async function completeCustomerReads(reads: CompleteRead[], readStartedAt: Date): Promise<void> {
  if (reads.length === 0) return;
  const marked = reads.filter((read) => read.markNotSeen).map((read) => read.customerId);
  const db = await getDb();
  await db.transaction((tx) =>
    timedWrite(async () => {
      const t = tx as unknown as Db;
      if (marked.length > 0) await markCustomersNotSeen(t, marked, readStartedAt);
      await t
        .update(bookCustomers)
        .set({ dualHedgesReadAt: sql`now()`, dualHedgesFailedAt: null, dualHedgesError: null })
        .where(
          inIds(
            bookCustomers.id,
            reads.map((read) => read.customerId),
          ),
        );
      await bookChanged(t);
    }),
  );
}

async function markCustomersNotSeen(t: Db, customerIds: string[], readStartedAt: Date): Promise<void> {
  await t
    .update(bookDualHedges)
    .set({ notSeenSince: sql`now()` })
    .where(
      and(
        inIds(bookDualHedges.customerId, customerIds),
        isNull(bookDualHedges.notSeenSince),
        lt(bookDualHedges.lastSeenAt, readStartedAt),
      ),
    );
  await markLegsNotSeen(
    t,
    and(
      inIds(bookLegs.customerId, customerIds),
      lt(bookLegs.lastSeenAt, readStartedAt),
      // A leg inside a dual hedge with an unreadable leg may be that one: not known to be gone.
      notInArray(
        bookLegs.dualHedgeId,
        t
          .select({ id: bookDualHedges.id })
          .from(bookDualHedges)
          .where(and(inIds(bookDualHedges.customerId, customerIds), sql`${bookDualHedges.unreadableLegs} > 0`)),
      ),
    ),
  );
}

/** The read of a customer's dual hedges failed: its rows stay as they were, stale since its last complete read. */
export async function failCustomerRead(customerId: string, error: string): Promise<void> {
  await changeBook((t) =>
    t
      .update(bookCustomers)
      .set({ dualHedgesFailedAt: sql`now()`, dualHedgesError: error.slice(0, 500) })
      .where(eq(bookCustomers.id, customerId)),
  );
}

/** Every page of conversions was read and every answer had an id. */
export async function completeConversionsRead(readStartedAt: Date): Promise<void> {
  await changeBook((t) =>
    t
      .update(bookConversions)
      .set({ notSeenSince: sql`now()` })
      .where(and(isNull(bookConversions.notSeenSince), lt(bookConversions.lastSeenAt, readStartedAt))),
  );
}

/** The legs `where` selects that are still listed become "not seen since" now. */
export async function markLegsNotSeen(db: Db, where: SQL | undefined): Promise<void> {
  await db
    .update(bookLegs)
    .set({ notSeenSince: sql`now()` })
    .where(and(isNull(bookLegs.notSeenSince), where));
}
