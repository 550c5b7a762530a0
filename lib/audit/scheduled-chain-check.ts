import "server-only";
import { sql } from "drizzle-orm";
import type { Database, Db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { lastGoodCheck, recordChainCheck, type ChainCheck } from "./chain";
import { verifyChainSince } from "./chain-since";

const log = logger.child({ component: "audit" });
// Any constant works: the same in every instance sharing one Postgres, unlike the sync's (727_027) and migrations' (727_401).
const CHAIN_CHECK_LOCK_KEY = 727_114;

// Per process, on globalThis as Next may load this module twice: the sweep's place, and "a check runs here now".
const local = globalThis as unknown as { hedgeDeskChainSweepSeq?: number; hedgeDeskChainCheckRunning?: boolean };

export interface ChainCheckOptions {
  /** A check runs when none was recorded within this long (database clock), by any instance or audit:verify. */
  intervalSeconds: number;
  /** Older rows re-walked per check (0: only the new ones). */
  sweepRows: number;
}

/** Once in a cluster (a transaction-scoped advisory lock a dead instance gives up); null when not due or taken. */
export async function checkChainIfDue(database: Database, options: ChainCheckOptions): Promise<ChainCheck | null> {
  if (local.hedgeDeskChainCheckRunning) return null;
  local.hedgeDeskChainCheckRunning = true;
  try {
    if (database.driver === "pglite") return await checkIfDue(database.db, options);
    return await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const claimed = await db.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${CHAIN_CHECK_LOCK_KEY}) as locked`,
      );
      if (!(claimed as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
      return checkIfDue(db, options);
    });
  } finally {
    local.hedgeDeskChainCheckRunning = false;
  }
}

async function checkIfDue(db: Db, options: ChainCheckOptions): Promise<ChainCheck | null> {
  const due = await db.execute<{ due: boolean }>(sql`
    select coalesce(max(checked_at) <= now() - make_interval(secs => ${options.intervalSeconds}), true) as due
      from audit_chain_checks`);
  if (!(due as unknown as { rows: { due: boolean }[] }).rows[0]?.due) return null;
  const good = await lastGoodCheck(db);
  const anchor =
    good?.lastSeq && good.lastHash
      ? { lastSeq: good.lastSeq, lastHash: good.lastHash, checkedAt: good.checkedAt }
      : null;
  const { check, nextSweepSeq } = await verifyChainSince(db, anchor, {
    fromSeq: local.hedgeDeskChainSweepSeq ?? 1,
    rows: options.sweepRows,
  });
  await recordChainCheck(db, check);
  local.hedgeDeskChainSweepSeq = nextSweepSeq;
  if (check.ok) log.info({ rows: check.rows, upToPlace: check.lastSeq }, "audit: the trail's hash chain holds");
  else
    log.error(
      { firstBadId: check.firstBadId, problem: check.problem },
      `audit: the trail's hash chain is broken: ${check.problem}`,
    );
  return check;
}
