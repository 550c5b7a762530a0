import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers, bookSyncPasses } from "@/lib/db/schema/book";

export interface BookAge {
  /** Seconds since the oldest complete read of a customer's dual hedges; null with none read. */
  oldestReadSeconds: number | null;
  /** Seconds since the last pass that read every customer ended; null before the first. */
  lastPassSeconds: number | null;
  neverRead: number;
  stale: number;
  /** Per read class (lib/book/read-classes.ts): seconds since its oldest complete read; null with none read. */
  oldestReadSecondsByClass: Record<string, number | null>;
}

type Row = {
  oldest: string | number | null;
  last_pass: string | number | null;
  never_read: string | number;
  stale: string | number;
};

const orNull = (value: string | number | null) => (value === null ? null : Number(value));

/** How far behind the book is, on the database's clock, in one statement (the metrics read it at most every few seconds). */
export async function readBookAge(db: Db): Promise<BookAge> {
  const c = bookCustomers;
  const p = bookSyncPasses;
  const { rows } = (await db.execute(sql`
    select
      extract(epoch from now() - min(${c.dualHedgesReadAt}))::float8 as oldest,
      count(*) filter (where ${c.dualHedgesReadAt} is null) as never_read,
      count(*) filter (where ${c.dualHedgesFailedAt} is not null) as stale,
      (select extract(epoch from now() - max(${p.finishedAt}))::float8 from ${p} where ${p.status} = 'succeeded') as last_pass
    from ${c}`)) as unknown as { rows: Row[] };
  const row = rows[0]!;
  const byClass = (await db.execute(sql`
    select ${c.readClass} as read_class, extract(epoch from now() - min(${c.dualHedgesReadAt}))::float8 as oldest
      from ${c} group by ${c.readClass}`)) as unknown as {
    rows: { read_class: string; oldest: string | number | null }[];
  };
  return {
    oldestReadSecondsByClass: Object.fromEntries(byClass.rows.map((r) => [r.read_class, orNull(r.oldest)])),
    oldestReadSeconds: orNull(row.oldest),
    lastPassSeconds: orNull(row.last_pass),
    neverRead: Number(row.never_read),
    stale: Number(row.stale),
  };
}
