import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

type Pair = { from: string; to: string };

// The filter's choice of pairs changes only when legs are written, and every write to the book bumps its change stamp
// (lib/book/changes.ts): kept per stamp version in this process, the book page reads the pair index only after a
// change, not on every load. Exact, whichever instance wrote: the version is read from the database each time.
let kept: { version: number; pairs: Promise<Pair[]> } | null = null;

/**
 * The book's currency pairs as of stamp `version` or newer (the caller read the version before this, so what it shows
 * is at least as new). Concurrent loads of one version share one read; a failed read is not kept.
 */
export function bookPairsAsOf(db: Db, version: number): Promise<Pair[]> {
  if (kept && kept.version >= version) return kept.pairs;
  const pairs = listBookPairs(db);
  const entry = { version, pairs };
  kept = entry;
  pairs.catch(() => {
    if (kept === entry) kept = null;
  });
  return pairs;
}

/**
 * The currency pairs in the book, for the filter's choices: a walk of the pair index from one pair to the next (a
 * "loose index scan"), a few index reads per pair, where `select distinct` read every leg (204,000 at 100k).
 */
export async function listBookPairs(db: Db): Promise<Pair[]> {
  // Both drivers answer with `rows`.
  const { rows } = (await db.execute(sql`
    with recursive pairs (f, t) as (
      (select from_currency, to_currency from book_legs
        where from_currency is not null and to_currency is not null order by 1, 2 limit 1)
      union all
      select next.f, next.t from pairs cross join lateral (
        select from_currency as f, to_currency as t from book_legs
        where from_currency is not null and to_currency is not null and (from_currency, to_currency) > (pairs.f, pairs.t)
        order by 1, 2 limit 1
      ) next
    )
    select f as "from", t as "to" from pairs`)) as unknown as { rows: { from: string; to: string }[] };
  return rows.map((row) => ({ from: row.from, to: row.to }));
}
