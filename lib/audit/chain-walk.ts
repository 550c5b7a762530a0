// No `server-only`: audit:verify runs it under plain Node (tsx).
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { ChainCheck } from "./chain";

type Link = {
  id: number;
  chain_seq: number | null;
  prev_hash: string | null;
  row_hash: string | null;
  expected: string;
};

const BATCH = 2000;

/** From `fromSeq` to `untilSeq` (or the end): each hash from its row, each link to the previous, no place missing. */
export async function walkLinks(
  db: Db,
  { fromSeq, previousHash, untilSeq }: { fromSeq: number; previousHash: string; untilSeq?: number },
): Promise<ChainCheck> {
  let rows = 0;
  let expectedSeq = fromSeq;
  let previous = previousHash;
  let lastSeq: number | null = fromSeq > 1 ? fromSeq - 1 : null;
  const last = untilSeq ?? Number.MAX_SAFE_INTEGER;
  while (expectedSeq <= last) {
    const batch = rowsOf<Link>(
      await db.execute<Link>(sql`
        select id, chain_seq, prev_hash, row_hash, audit_events_row_hash(a) as expected
          from audit_events a where chain_seq >= ${expectedSeq} and chain_seq <= ${last}
          order by chain_seq limit ${BATCH}`),
    );
    for (const link of batch) {
      const id = Number(link.id);
      const seq = Number(link.chain_seq);
      if (seq !== expectedSeq)
        return bad(rows, id, `the row before it in the chain (place ${expectedSeq}) is missing`, lastSeq);
      if (link.prev_hash !== previous)
        return bad(
          rows,
          id,
          "it does not follow the row before it (that row was changed, or one was removed)",
          lastSeq,
        );
      if (link.row_hash !== link.expected)
        return bad(rows, id, "its content does not match its hash (the row was changed)", lastSeq);
      rows += 1;
      expectedSeq += 1;
      previous = link.row_hash!;
      lastSeq = seq;
    }
    if (batch.length < BATCH) break;
  }
  return { ok: true, rows, firstBadId: null, problem: null, lastSeq, lastHash: lastSeq ? previous : null };
}

/** A row the trigger did not link (no place or no hash), among those with an id above `afterId`; by index. */
export async function firstStray(db: Db, afterId: number): Promise<number | null> {
  const result = await db.execute<{ id: number }>(
    sql`select id from audit_events where chain_seq is null or (id > ${afterId} and row_hash is null) order by id limit 1`,
  );
  const stray = rowsOf<{ id: number }>(result)[0];
  return stray ? Number(stray.id) : null;
}

/** One row of the chain by its place, with the hash its content gives now. */
export async function linkAt(db: Db, seq: number): Promise<Link | null> {
  const result = await db.execute<Link>(sql`
    select id, chain_seq, prev_hash, row_hash, audit_events_row_hash(a) as expected
      from audit_events a where chain_seq = ${seq}`);
  return rowsOf<Link>(result)[0] ?? null;
}

export function bad(rows: number, id: number | null, problem: string, lastSeq: number | null): ChainCheck {
  const where = id === null ? "" : `row ${id}: `;
  return { ok: false, rows, firstBadId: id, problem: `${where}${problem}`, lastSeq, lastHash: null };
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite likewise; both through drizzle's execute.
  return (result as { rows: T[] }).rows;
}
