import "server-only";
import type { Db } from "@/lib/db";
import { listBookPairs } from "./legs-query";

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
