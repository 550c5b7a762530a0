// No `server-only` here: scripts/audit-verify.ts runs this under plain Node (tsx); /audit reads the last check.
import { desc, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditChainChecks } from "@/lib/db/schema";
import { bad, firstStray, walkLinks } from "./chain-walk";

export interface ChainCheck {
  ok: boolean;
  /** Rows this check walked (the whole chain for audit:verify; new rows and a window of old ones on the schedule). */
  rows: number;
  /** The first row that does not hold (its id), and why; for a deleted row, the row after the gap. */
  firstBadId: number | null;
  problem: string | null;
  /** The chain's place up to which it held. */
  lastSeq: number | null;
  lastHash: string | null;
}

/** Walks the whole chain: each hash from its row, each link to the previous, none missing, the last one intact. */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  const previousCheck = await lastGoodCheck(db);
  const stray = await firstStray(db, 0);
  if (stray !== null) return bad(0, stray, "the row has no place in the chain (written past the trigger)", null);
  const walk = await walkLinks(db, { fromSeq: 1, previousHash: "" });
  if (!walk.ok) return walk;
  if (previousCheck?.lastSeq && (walk.lastSeq ?? 0) < previousCheck.lastSeq) {
    return bad(
      walk.rows,
      null,
      `the chain ends at place ${walk.lastSeq ?? 0}, but the check of ${previousCheck.checkedAt.toISOString()} saw it reach ${previousCheck.lastSeq} (the newest rows were removed)`,
      walk.lastSeq,
    );
  }
  return walk;
}

/** The newest check that found the chain whole: where a scheduled check goes on from. */
export async function lastGoodCheck(db: Db) {
  const [row] = await db
    .select()
    .from(auditChainChecks)
    .where(sql`${auditChainChecks.ok}`)
    .orderBy(desc(auditChainChecks.id))
    .limit(1);
  return row ?? null;
}

/** Kept for /audit ("verified up to row N") and for the next check, which goes on from its last link. */
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
