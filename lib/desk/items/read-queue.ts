import "server-only";
import type { Db } from "@/lib/db";
import type { DeskFilters } from "@/lib/search-params/desk";
import { ownLines } from "./item";
import { queueCounts, queuePage, type QueueView } from "./queue";
import { resolveDeskFilters } from "../read-desk";
import { readItemsState } from "./refresh";

/** The desk's work queue for one person: counts per view, the view's page, what state of the book the items show. */
export async function readQueue(
  db: Db,
  filters: DeskFilters,
  view: QueueView,
  userId: string,
  page: number,
  doneLines: readonly number[] = [],
) {
  // The items' versions (one primary-key read): the counts kept for that version, or newer, are served. A customer's
  // name is resolved to the customers it matches (unless the caller did), so the items are found by index.
  const [state, resolved] = await Promise.all([readItemsState(db), resolveDeskFilters(db, filters)]);
  const [counts, rows, done] = await Promise.all([
    queueCounts(db, resolved, userId, state.queueVersion),
    queuePage(db, resolved, view, userId, page, state),
    ownLines(db, doneLines, userId),
  ]);
  return { counts, rows, state, done };
}

export type Queue = Awaited<ReturnType<typeof readQueue>>;
