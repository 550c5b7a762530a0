import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

type Pair = { from: string; to: string };

let kept: { version: number; pairs: Promise<Pair[]> } | null = null;

/** The book's currency pairs as of stamp `version` or newer: read again only after the book changed. */
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

/** The book's currency pairs by a loose index scan, a few index reads per pair, instead of reading every leg. */
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
