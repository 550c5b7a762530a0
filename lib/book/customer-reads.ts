import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { bookCustomers, bookSyncPasses } from "@/lib/db/schema";
import { backgroundHedging, type HedgingClient } from "@/lib/hedging";
import { servicePacer, syncConfigFromEnv } from "./config";
import { sleep } from "./pacer";
import { completeCustomerRead, failCustomerRead } from "./read-outcomes";
import { requestCustomerRead } from "./schedule-store";
import { recordCustomers, recordDualHedges } from "./store";
import { wholeCount } from "./paged-reader";

// One read of a customer's dual hedges at a time in this process, whoever asked (a sync pass, staff's refresh): a
// second asker waits for the read under way instead of reading and writing the same rows again.

export type CustomerRead = { dualHedges: number; calls: number };

type Read = { done: Promise<CustomerRead>; joiners: number };
type Registry = { reads: Map<string, Read> };
const globalForReads = globalThis as unknown as { hedgeDeskCustomerReads?: Registry };
const registry = (): Registry => (globalForReads.hedgeDeskCustomerReads ??= { reads: new Map() });

/**
 * Runs `read` as this customer's one read now, unless one is under way: then waits for that one instead.
 * `joined` says which: a joined caller's read was someone else's.
 */
export async function oneReadOf(
  customerId: string,
  read: () => Promise<CustomerRead>,
): Promise<{ joined: boolean; result: CustomerRead }> {
  const { reads } = registry();
  const running = reads.get(customerId);
  if (running) {
    running.joiners += 1;
    return { joined: true, result: await running.done };
  }
  const started: Read = { done: read(), joiners: 0 };
  reads.set(customerId, started);
  try {
    return { joined: false, result: await started.done };
  } finally {
    if (reads.get(customerId) === started) reads.delete(customerId);
  }
}

/** The read of this customer under way in this process, and how many others wait for it; null when none (tests). */
export function customerReadUnderWay(customerId: string): { joiners: number } | null {
  const read = registry().reads.get(customerId);
  return read ? { joiners: read.joiners } : null;
}

/** Staff's refresh of one customer: a pass's read of it through the shared pacer, ahead of its queue (docs/book.md). */
export async function refreshCustomerNow(
  customerId: string,
  {
    client = backgroundHedging(),
    withCustomer = false,
  }: {
    client?: HedgingClient;
    /** The book has never listed the customer: read the customer itself first (one call more). */
    withCustomer?: boolean;
  } = {},
): Promise<{ joined: boolean; result: CustomerRead }> {
  return oneReadOf(customerId, async () => {
    const config = syncConfigFromEnv();
    const pacer = servicePacer(); // the passes' and exports' own: together they keep the sync's pace
    if (withCustomer) {
      const customer = await pacer.run(() => client.getCustomer({ customerId, keepBody: true }), undefined, {
        priority: true,
      });
      const body = customer.body === undefined ? undefined : `{"customers":[${customer.body}]}`;
      await recordCustomers([customer.data], { body });
    }
    const db = await getDb();
    const { rows } = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] };
    const startedAt = new Date(rows[0]!.now);
    let calls = 0;
    let dualHedges = 0;
    let skipped = 0;
    try {
      // As the pass walks a list: the first page's total and the service's own page size bound it; a short page ends it.
      let pages = Infinity;
      let pageSize = config.perPage;
      for (let page = 1; ; page += 1) {
        calls += 1;
        const result = await pacer.run(
          () => client.listDualHedgesLeniently({ customerId, page, perPage: config.perPage }),
          undefined,
          { priority: true },
        );
        const { items, pagination } = result.data;
        skipped += result.data.skipped;
        await recordDualHedges(customerId, items, { body: result.body, skipped: result.data.skipped });
        dualHedges += items.length;
        if (page === 1) {
          const perPage = wholeCount(pagination.perPage);
          const total = wholeCount(pagination.totalResults);
          pageSize = perPage && perPage > 0 ? Math.min(perPage, pageSize) : pageSize;
          if (total !== null) pages = Math.max(1, Math.ceil(total / pageSize));
        }
        if (page >= pages || items.length + result.data.skipped < pageSize) break;
      }
    } catch (error) {
      await failCustomerRead(customerId, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await completeCustomerRead(customerId, startedAt, { markNotSeen: skipped === 0 });
    return { dualHedges, calls: calls + (withCustomer ? 1 : 0) };
  });
}

/** The scheduled sync runs (on any instance): its pass row is open and has beaten in the last ten minutes. */
export async function scheduledSyncRunning(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: bookSyncPasses.id })
    .from(bookSyncPasses)
    .where(
      and(
        eq(bookSyncPasses.status, "running"),
        eq(bookSyncPasses.trigger, "schedule"),
        sql`${bookSyncPasses.heartbeatAt} > now() - interval '10 minutes'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Under the scheduled sync: the syncer reads the customer before anything else due (its one paced client, on whichever
 * instance syncs), and this waits up to `waitMs` for that read to end. `running`: not yet.
 */
export async function requestedRead(
  db: Db,
  customerId: string,
  waitMs: number,
): Promise<"done" | "failed" | "running"> {
  const { rows } = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] };
  const askedAt = new Date(rows[0]!.now).getTime();
  await requestCustomerRead(customerId);
  const until = performance.now() + waitMs;
  for (;;) {
    const [row] = await db
      .select({
        readAt: bookCustomers.dualHedgesReadAt,
        failedAt: bookCustomers.dualHedgesFailedAt,
        requested: bookCustomers.readRequestedAt,
      })
      .from(bookCustomers)
      .where(eq(bookCustomers.id, customerId));
    // The request is cleared by a read that started after it; its end set one of the two times.
    if (row && row.requested === null) {
      if (row.failedAt && row.failedAt.getTime() >= askedAt) return "failed";
      if (row.readAt && row.readAt.getTime() >= askedAt) return "done";
    }
    if (performance.now() >= until) return "running";
    await sleep(250);
  }
}
