import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookConversions, bookCustomers, bookDualHedges, READ_CLASSES, type ReadClass } from "@/lib/db/schema";
import type { ClassLoad } from "./read-promise";

export interface ClassAges extends ClassLoad {
  neverRead: number;
  /** Since the oldest read (or, never read, since it was first listed); null: no customer in the class. */
  oldestMs: number | null;
  p95Ms: number | null;
}

type Row = {
  read_class: ReadClass;
  customers: number | string;
  calls: number | string;
  never_read: number | string;
  oldest_ms: number | string | null;
  p95_ms: number | string | null;
};

const num = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Per class: its customers, the calls one read of each costs (its dual hedges' pages, at least one), and the measured
 * age of their reads (oldest, 95th percentile), on the database's clock. Also the pages of each of the two lists.
 */
export async function readAgesByClass(
  db: Db,
  perPage: number,
): Promise<{ classes: Record<ReadClass, ClassAges>; listPages: { customers: number; conversions: number } }> {
  const c = bookCustomers;
  const age = sql`extract(epoch from now() - coalesce(${c.dualHedgesReadAt}, ${c.firstSeenAt})) * 1000`;
  const { rows } = (await db.execute(sql`
    with pages as (
      select ${bookDualHedges.customerId} as customer_id, count(*) as n from ${bookDualHedges}
      where ${bookDualHedges.notSeenSince} is null group by ${bookDualHedges.customerId}
    )
    select ${c.readClass} as read_class, count(*) as customers,
      sum(greatest(1, ceil(coalesce(pages.n, 0) / ${perPage}::float8))) as calls,
      count(*) filter (where ${c.dualHedgesReadAt} is null) as never_read,
      max(${age}) as oldest_ms,
      percentile_cont(0.95) within group (order by ${age}) as p95_ms
    from ${c} left join pages on pages.customer_id = ${c.id}
    group by ${c.readClass}`)) as unknown as { rows: Row[] };
  const classes = Object.fromEntries(
    READ_CLASSES.map((name) => {
      const row = rows.find((r) => r.read_class === name);
      return [
        name,
        {
          customers: Number(row?.customers ?? 0),
          calls: Number(row?.calls ?? 0),
          neverRead: Number(row?.never_read ?? 0),
          oldestMs: num(row?.oldest_ms ?? null),
          p95Ms: num(row?.p95_ms ?? null),
        },
      ];
    }),
  ) as Record<ReadClass, ClassAges>;
  const { rows: counts } = (await db.execute(
    sql`select (select count(*) from ${c}) as customers, (select count(*) from ${bookConversions} where ${bookConversions.notSeenSince} is null) as conversions`,
  )) as unknown as { rows: { customers: number | string; conversions: number | string }[] };
  const pagesOf = (n: number) => Math.max(1, Math.ceil(n / perPage));
  const listPages = {
    customers: pagesOf(Number(counts[0]?.customers ?? 0)),
    conversions: pagesOf(Number(counts[0]?.conversions ?? 0)),
  };
  return { classes, listPages };
}
