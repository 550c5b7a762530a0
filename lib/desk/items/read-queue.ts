import "server-only";
import type { Db } from "@/lib/db";
import type { DeskFilters } from "@/lib/search-params/desk";
import { ownLines } from "./item";
import { queueCounts, queuePage, type QueueView } from "./queue";
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
  const [counts, rows, state, done] = await Promise.all([
    queueCounts(db, filters, userId),
    queuePage(db, filters, view, userId, page),
    readItemsState(db),
    ownLines(db, doneLines, userId),
  ]);
  return { counts, rows, state, done };
}

export type Queue = Awaited<ReturnType<typeof readQueue>>;
