// No `server-only`: the same walk as audit:verify, from where the last good check ended.
import type { Db } from "@/lib/db";
import { verifyAuditChain, type ChainCheck } from "./chain";
import { bad, firstStray, linkAt, walkLinks } from "./chain-walk";

export interface Anchor {
  lastSeq: number;
  lastHash: string;
  checkedAt: Date;
}

/** Cost bounded whatever the trail's size: the last good link unchanged, the rows after it, a moving window of old ones. */
export async function verifyChainSince(
  db: Db,
  anchor: Anchor | null,
  sweep: { fromSeq: number; rows: number },
): Promise<{ check: ChainCheck; nextSweepSeq: number }> {
  if (!anchor) return { check: await verifyAuditChain(db), nextSweepSeq: 1 };
  const held = anchor.lastSeq;
  const since = `the check of ${anchor.checkedAt.toISOString()}`;
  const link = await linkAt(db, held);
  const stop = (check: ChainCheck) => ({ check, nextSweepSeq: sweep.fromSeq });
  if (!link)
    return stop(bad(0, null, `place ${held}, verified by ${since}, is gone (the newest rows were removed)`, null));
  const id = Number(link.id);
  if (link.row_hash !== anchor.lastHash)
    return stop(bad(0, id, `its hash is not the one ${since} recorded (the chain was rewritten)`, null));
  if (link.row_hash !== link.expected)
    return stop(bad(0, id, "its content does not match its hash (the row was changed)", null));
  const stray = await firstStray(db, id);
  if (stray !== null) return stop(bad(0, stray, "the row has no place in the chain (written past the trigger)", held));

  const tail = await walkLinks(db, { fromSeq: held + 1, previousHash: anchor.lastHash });
  if (!tail.ok) return stop(tail);

  const from = sweep.fromSeq >= 1 && sweep.fromSeq <= held ? sweep.fromSeq : 1;
  const until = Math.min(from + sweep.rows - 1, held);
  let swept = 0;
  if (sweep.rows > 0) {
    const before = from === 1 ? "" : (await linkAt(db, from - 1))?.row_hash;
    if (before === undefined || before === null) {
      const after = await linkAt(db, from);
      return stop(
        bad(tail.rows, after ? Number(after.id) : null, `the row before it (place ${from - 1}) is missing`, null),
      );
    }
    const window = await walkLinks(db, { fromSeq: from, previousHash: before, untilSeq: until });
    if (!window.ok) return stop({ ...window, rows: tail.rows + window.rows });
    swept = window.rows;
  }
  return {
    check: { ...tail, rows: tail.rows + swept },
    nextSweepSeq: sweep.rows > 0 && until < held ? until + 1 : 1,
  };
}
