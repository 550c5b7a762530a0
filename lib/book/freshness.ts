import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookChanges, bookCustomers, bookSyncPasses } from "@/lib/db/schema/book";

export interface BookFreshness {
  /** The newest pass that read every customer to the end. */
  lastCompletePass: { id: number; startedAt: Date; finishedAt: Date } | null;
  /** A pass under way now, if any. */
  runningPass: { id: number; startedAt: Date; customersDone: number; customersTotal: number | null } | null;
  /** Customers whose last read of dual hedges failed: their rows are as of their last good read. */
  staleCustomers: number;
  /** Every customer has been read completely since then (the oldest read); null while one never was. */
  everyCustomerReadSince: Date | null;
  /** The book's change stamp (lib/book/changes.ts) read in the same statement: what a value kept per change is keyed by. */
  version: number;
}

type Row = {
  version: number | string | null;
  complete_id: number | null;
  complete_started: number | string | null;
  complete_finished: number | string | null;
  running_id: number | null;
  running_started: number | string | null;
  customers_done: number | null;
  customers_total: number | null;
  stale: number | string | null;
  all_read_since: number | string | null;
};

// Times as epoch milliseconds: a raw statement's timestamps come back as text or Date depending on the driver.
const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const dateOf = (ms: number | string | null): Date | null => (ms === null ? null : new Date(Number(ms)));

/** How fresh the book is as a whole, in one statement: each statement costs the app's own CPU in PGlite. */
export async function readBookFreshness(db: Db): Promise<BookFreshness> {
  const p = bookSyncPasses;
  // Both drivers answer with `rows`.
  const { rows } = (await db.execute(sql`
    select
      (select ${bookChanges.version} from ${bookChanges} where ${bookChanges.id} = 1) as version,
      complete.id as complete_id, complete.started as complete_started, complete.finished as complete_finished,
      running.id as running_id, running.started as running_started,
      running.done as customers_done, running.total as customers_total,
      (select count(*) from ${bookCustomers} where ${bookCustomers.dualHedgesFailedAt} is not null) as stale,
      case when not exists (select 1 from ${bookCustomers} where ${bookCustomers.dualHedgesReadAt} is null)
        then (select ${epochMs(sql`min(${bookCustomers.dualHedgesReadAt})`)} from ${bookCustomers}) end as all_read_since
    from (select 1) as one
    left join lateral (
      select ${p.id} as id, ${epochMs(p.startedAt)} as started, ${epochMs(p.finishedAt)} as finished from ${p}
      where ${p.status} = 'succeeded' and ${p.finishedAt} is not null order by ${p.finishedAt} desc limit 1
    ) as complete on true
    left join lateral (
      select ${p.id} as id, ${epochMs(p.startedAt)} as started, ${p.customersDone} as done, ${p.customersTotal} as total
      from ${p} where ${p.status} = 'running' order by ${p.startedAt} desc limit 1
    ) as running on true`)) as unknown as { rows: Row[] };
  const row = rows[0]!;
  const completeStarted = dateOf(row.complete_started);
  const completeFinished = dateOf(row.complete_finished);
  const runningStarted = dateOf(row.running_started);
  return {
    lastCompletePass:
      row.complete_id !== null && completeStarted && completeFinished
        ? { id: Number(row.complete_id), startedAt: completeStarted, finishedAt: completeFinished }
        : null,
    runningPass:
      row.running_id !== null && runningStarted
        ? {
            id: Number(row.running_id),
            startedAt: runningStarted,
            customersDone: Number(row.customers_done ?? 0),
            customersTotal: row.customers_total === null ? null : Number(row.customers_total),
          }
        : null,
    staleCustomers: Number(row.stale ?? 0),
    everyCustomerReadSince: dateOf(row.all_read_since),
    version: Number(row.version ?? 0),
  };
}
