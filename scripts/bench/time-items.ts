// The work queue's cost on a book filled by scripts/bench/fill-book.ts (same DATA_DIR): a refresh that opens every
// item, refreshes after a change that changed nothing (what each refresh after a pass's write costs), and the desk's
// reads of the queue (counts per view and the first page), each timed in this process.
//   DATA_DIR=... node --conditions react-server --import tsx scripts/bench/time-items.ts [--runs=3]
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { bookChanged } from "@/lib/book/changes";
import { closeDatabase, getDb } from "@/lib/db";
import { readQueue } from "@/lib/desk/items/read-queue";
import { refreshItems } from "@/lib/desk/items/refresh";
import { itemRules } from "@/lib/desk/items/rules";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);
const db = await getDb();
const today = new Date().toISOString().slice(0, 10);
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - started), result };
};

const first = await timed(() => refreshItems(db, today, itemRules()));
console.log(`first refresh: ${first.ms} ms`, first.result);
for (let run = 0; run < runs; run += 1) {
  await bookChanged(db);
  const again = await timed(() => refreshItems(db, today, itemRules()));
  console.log(`refresh after a change that changed nothing: ${again.ms} ms`, again.result);
}
// A pass's writes as their floor: every leg rewritten in one statement (a pass also parses, and writes page by page),
// one in a hundred with a new MTM; then the refresh that follows it, and the one a new day brings.
const pass = await timed(async () => {
  await db.execute(sql`update book_legs set last_seen_at = now(), adjusted_mtm_change_pct = case
    when hashtext(id) % 100 = 0 then coalesce(adjusted_mtm_change_pct, 0) + 0.7 else adjusted_mtm_change_pct end`);
  await bookChanged(db);
});
const afterPass = await timed(() => refreshItems(db, today, itemRules()));
console.log(`a pass's rewrite of every leg: ${pass.ms} ms; the refresh after it: ${afterPass.ms} ms`, afterPass.result);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const newDay = await timed(() => refreshItems(db, tomorrow, itemRules()));
console.log(`the refresh a new day brings: ${newDay.ms} ms`, newDay.result);
const [live] = (
  (await db.execute(sql`select count(*)::int as n from attention_items where state <> 'resolved'`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
console.log(`unresolved items: ${live?.n}`);
for (let run = 0; run < runs; run += 1) {
  const read = await timed(() => readQueue(db, {}, "all", "nobody", 1));
  console.log(`the desk's queue reads (counts, kept per version after the first, and the first page): ${read.ms} ms`);
}
await closeDatabase();
