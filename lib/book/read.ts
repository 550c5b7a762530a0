import "server-only";
import { requireSession } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db";

/** A signed-in read of the book: the same session check as the live pages' reads (lib/data/read.ts), then the query. */
export async function readBook<T>(query: (db: Db) => Promise<T>): Promise<T> {
  await requireSession();
  return query(await getDb());
}
