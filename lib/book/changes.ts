import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookChanges } from "@/lib/db/schema";

// The book's change stamp (migration 0018): what the desk keys its figures by, so they are computed once per change of
// the book rather than on every request, and are never served after the book moved, whichever instance moved it.

export type BookStamp = {
  /** Bumped by every write to the book and every pass's start and end. */
  version: number;
  /** When it last moved (the database's clock). */
  changedAt: Date;
};

/**
 * The book changed: called as the last statement of the transaction that changed it (or right after a one-statement
 * write), so a reader that sees the new version sees the change, and the row's lock is held only until that commit.
 * A reader between a write's commit and its bump sees the new rows under the old version: newer figures under an
 * older key, recomputed at the bump; never the reverse.
 */
export async function bookChanged(db: Db): Promise<void> {
  await db
    .update(bookChanges)
    .set({ version: sql`${bookChanges.version} + 1`, changedAt: sql`now()` })
    .where(eq(bookChanges.id, 1));
}

/** One primary-key read per request. */
export async function readBookStamp(db: Db): Promise<BookStamp> {
  const [row] = await db
    .select({ version: bookChanges.version, changedAt: bookChanges.changedAt })
    .from(bookChanges)
    .where(eq(bookChanges.id, 1));
  // The row is created by the migration; were it missing, no stamp would ever move: fail loudly rather than cache.
  if (!row) throw new Error("book: the change stamp row (book_changes) is missing");
  return { version: Number(row.version), changedAt: row.changedAt };
}
