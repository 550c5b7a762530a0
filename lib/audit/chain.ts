// No `server-only` here: scripts/audit-verify.ts runs this under plain Node (tsx); /audit reads the last check.
import { desc, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditChainChecks } from "@/lib/db/schema";

export interface ChainCheck {
  ok: boolean;
  rows: number;
  /** The first row that does not hold (its id), and why; for a deleted row, the row after the gap. */
  firstBadId: number | null;
  problem: string | null;
  lastSeq: number | null;
  lastHash: string | null;
}

type Link = {
  id: number;
  chain_seq: number | null;
  prev_hash: string | null;
  row_hash: string | null;
  expected: string;
};

const BATCH = 2000;

/** Walks the whole chain: each hash from its row, each link to the previous, none missing, the last one intact. */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  const [previousCheck] = await db
    .select()
    .from(auditChainChecks)
    .where(sql`${auditChainChecks.ok}`)
    .orderBy(desc(auditChainChecks.id))
    .limit(1);
  const unlinked = await db.execute<{ id: number }>(
    sql`select id from audit_events where chain_seq is null or row_hash is null order by id limit 1`,
  );
  const stray = rowsOf<{ id: number }>(unlinked)[0];
  if (stray) return bad(0, Number(stray.id), "the row has no place in the chain (written past the trigger)", null);

  let rows = 0;
  let expectedSeq = 1;
  let previousHash = "";
  let lastSeq: number | null = null;
  for (;;) {
    const batch = rowsOf<Link>(
      await db.execute<Link>(sql`
        select id, chain_seq, prev_hash, row_hash, audit_events_row_hash(a) as expected
          from audit_events a where chain_seq >= ${expectedSeq} order by chain_seq limit ${BATCH}`),
    );
    for (const link of batch) {
      const id = Number(link.id);
      const seq = Number(link.chain_seq);
      if (seq !== expectedSeq)
        return bad(rows, id, `the row before it in the chain (place ${expectedSeq}) is missing`, lastSeq);
      if (link.prev_hash !== previousHash)
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
      previousHash = link.row_hash!;
      lastSeq = seq;
    }
    if (batch.length < BATCH) break;
  }
  if (previousCheck?.lastSeq && (lastSeq ?? 0) < previousCheck.lastSeq) {
    return bad(
      rows,
      null,
      `the chain ends at place ${lastSeq ?? 0}, but the check of ${previousCheck.checkedAt.toISOString()} saw it reach ${previousCheck.lastSeq} (the newest rows were removed)`,
      lastSeq,
    );
  }
  return { ok: true, rows, firstBadId: null, problem: null, lastSeq, lastHash: lastSeq ? previousHash : null };
}

function bad(rows: number, id: number | null, problem: string, lastSeq: number | null): ChainCheck {
  const where = id === null ? "" : `row ${id}: `;
  return { ok: false, rows, firstBadId: id, problem: `${where}${problem}`, lastSeq, lastHash: null };
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite likewise; both through drizzle's execute.
  return (result as { rows: T[] }).rows;
}

/** Kept for /audit ("last verified") and for the next check, which notices rows removed from the end. */
export async function recordChainCheck(db: Db, check: ChainCheck): Promise<void> {
  await db.insert(auditChainChecks).values({
    ok: check.ok,
    rows: check.rows,
    lastSeq: check.lastSeq,
    lastHash: check.lastHash,
    firstBadId: check.firstBadId,
    problem: check.problem,
  });
}

export async function lastChainCheck(db: Db) {
  const [row] = await db.select().from(auditChainChecks).orderBy(desc(auditChainChecks.id)).limit(1);
  return row ?? null;
}
