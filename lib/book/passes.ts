import "server-only";
import { hostname } from "node:os";
import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { bookCustomers, bookSyncPasses, type BookPassStatus, type BookPassTrigger } from "@/lib/db/schema";
import { bookSyncPasses as passesEnded } from "@/lib/metrics/catalog";
import { bookChanged } from "./changes";

export interface PassCounters {
  calls: number;
  rows: number;
  skipped: number;
  errors: number;
  customersTotal: number | null;
  customersDone: number;
}

export const INSTANCE = `${hostname()}:${process.pid}`;

/** Called holding the sync lock: a pass still "running" then belongs to an instance that died; it is closed as abandoned. */
export async function openPass(
  trigger: BookPassTrigger,
  startedBy: string | null,
): Promise<{ id: number; startedAt: Date }> {
  return (await getDb()).transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db
      .update(bookSyncPasses)
      .set({
        status: "abandoned",
        finishedAt: sql`now()`,
        lastError: "The instance running it stopped before it finished (another instance took over)",
      })
      .where(eq(bookSyncPasses.status, "running"));
    const [row] = await db
      .insert(bookSyncPasses)
      .values({ trigger, startedBy, instance: INSTANCE })
      .returning({ id: bookSyncPasses.id, startedAt: bookSyncPasses.startedAt });
    if (!row) throw new Error("book sync: the pass row was not created");
    await bookChanged(db); // the desk says a pass is running; last, as the stamp's row stays locked until the commit
    return row;
  });
}

export async function recordProgress(id: number, counters: PassCounters): Promise<void> {
  await (
    await getDb()
  )
    .update(bookSyncPasses)
    .set({ ...counters, heartbeatAt: sql`now()` })
    .where(eq(bookSyncPasses.id, id));
}

export async function closePass(
  id: number,
  status: Exclude<BookPassStatus, "running">,
  counters: PassCounters,
  lastError: string | null,
): Promise<void> {
  await (
    await getDb()
  ).transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db
      .update(bookSyncPasses)
      .set({ ...counters, status, lastError, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(eq(bookSyncPasses.id, id));
    await bookChanged(db);
  });
  passesEnded.inc({ status });
}

/** The pass is over but its counters could not be written: the row says so rather than stay "running". */
export async function failPass(id: number, lastError: string): Promise<void> {
  await (
    await getDb()
  ).transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db
      .update(bookSyncPasses)
      .set({ status: "failed", lastError: lastError.slice(0, 1000), finishedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(eq(bookSyncPasses.id, id));
    await bookChanged(db);
  });
}

/** Did any instance finish a pass less than `intervalMs` ago? Measured on the database's clock alone. */
export async function passFinishedWithin(intervalMs: number): Promise<boolean> {
  const rows = await (
    await getDb()
  )
    .select({ id: bookSyncPasses.id })
    .from(bookSyncPasses)
    .where(
      and(
        isNotNull(bookSyncPasses.finishedAt),
        gt(bookSyncPasses.finishedAt, sql`now() - make_interval(secs => ${intervalMs / 1000})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type PassRow = typeof bookSyncPasses.$inferSelect;

export async function recentPasses(limit = 20): Promise<PassRow[]> {
  return (await getDb()).select().from(bookSyncPasses).orderBy(desc(bookSyncPasses.id)).limit(limit);
}

export interface StaleCustomer {
  id: string;
  companyName: string | null;
  dualHedgesReadAt: Date | null;
  dualHedgesFailedAt: Date | null;
  dualHedgesError: string | null;
}

/** Customers whose last read of their dual hedges failed: their rows are as of dualHedgesReadAt. */
export async function staleCustomers(limit = 50): Promise<{ total: number; rows: StaleCustomer[] }> {
  const db = await getDb();
  const stale = isNotNull(bookCustomers.dualHedgesFailedAt);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(bookCustomers)
    .where(stale);
  const rows = await db
    .select({
      id: bookCustomers.id,
      companyName: bookCustomers.companyName,
      dualHedgesReadAt: bookCustomers.dualHedgesReadAt,
      dualHedgesFailedAt: bookCustomers.dualHedgesFailedAt,
      dualHedgesError: bookCustomers.dualHedgesError,
    })
    .from(bookCustomers)
    .where(stale)
    .orderBy(desc(bookCustomers.dualHedgesFailedAt))
    .limit(limit);
  return { total: count?.total ?? 0, rows };
}
