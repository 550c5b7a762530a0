import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { bookChanges } from "@/lib/db/schema";
import { bookWriteSeconds } from "@/lib/metrics/catalog";

// The book's change stamp: the desk keys its figures by it, so they are computed once per change, on any instance.

export type BookStamp = {
  /** Bumped by every write to the book and every pass's start and end. */
  version: number;
  /** When it last moved (the database's clock). */
  changedAt: Date;
};

/** Last statement of the changing transaction, so a reader that sees the new version also sees the change. */
export async function bookChanged(db: Db): Promise<void> {
  await db
    .update(bookChanges)
    .set({ version: sql`${bookChanges.version} + 1`, changedAt: sql`now()` })
    .where(eq(bookChanges.id, 1));
  // After this statement, not its commit: a listener only schedules work, which reads the stamp again itself.
  for (const listener of listeners()) listener();
}

// What follows a change of the book in this process (the work queue's refresh, lib/desk/items): on globalThis, as the
// module may load twice. A listener must only schedule work, never throw nor wait.
const globalForListeners = globalThis as unknown as { hedgeDeskBookListeners?: Set<() => void> };
const listeners = () => (globalForListeners.hedgeDeskBookListeners ??= new Set());

/** Calls `listener` after every change of the book made in this process; returns how to stop. */
export function onBookChanged(listener: () => void): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/** Times a write from inside its transaction (so not its wait for the database): the bench weighs the items by it. */
export async function timedWrite<T>(write: () => Promise<T>): Promise<T> {
  const end = bookWriteSeconds.startTimer();
  try {
    return await write();
  } finally {
    end();
  }
}

/** A write and the book's change stamp in one transaction, the stamp last (`bookChanged`). */
export async function changeBook(write: (t: Db) => Promise<unknown>): Promise<void> {
  await (
    await getDb()
  ).transaction((tx) =>
    timedWrite(async () => {
      await write(tx as unknown as Db);
      await bookChanged(tx as unknown as Db);
    }),
  );
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

// Staff's own newest change in this process: their next desk waits for figures that include it (lib/desk).
const globalForChanges = globalThis as unknown as { hedgeDeskStaffBookChange?: number };

/** Called after staff's own change has been written (its stamp bumped): the desk's next figures include it. */
export async function staffChangedBook(db: Db): Promise<void> {
  const { version } = await readBookStamp(db);
  globalForChanges.hedgeDeskStaffBookChange = Math.max(globalForChanges.hedgeDeskStaffBookChange ?? 0, version);
}

/** The newest stamp version staff's own changes reached in this process; 0: none. */
export const lastStaffBookChange = (): number => globalForChanges.hedgeDeskStaffBookChange ?? 0;
