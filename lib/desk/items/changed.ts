import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { attentionItems, attentionMarks, bookLegs } from "@/lib/db/schema";
import type { ItemRules } from "@/lib/domain/attention-rules";
import { businessDayWindowEnd, businessDaysAgo } from "@/lib/domain/desk-window";
import { rowsOf } from "../rows";

// Which legs a refresh judges: those the book's triggers marked since the last one (attention_marks), the legs of
// items on a customer read well again after a failed read, and the legs whose dates a new day's window edges crossed.

/** Runs of mark ids read together: a refresh deletes exactly these, so a mark committed meanwhile waits for the next. */
export type MarkRanges = { lo: number; hi: number }[];

export async function readMarkRanges(db: Db): Promise<MarkRanges> {
  const m = attentionMarks;
  const rows = rowsOf<{ lo: number | string; hi: number | string }>(
    await db.execute(sql`
      select min(id) as lo, max(id) as hi
      from (select ${m.id} as id, ${m.id} - row_number() over (order by ${m.id}) as run from ${m}) s
      group by run order by lo`),
  );
  return rows.map((row) => ({ lo: Number(row.lo), hi: Number(row.hi) }));
}

const marksIn = (ranges: MarkRanges) =>
  sql`(select m.* from ${attentionMarks} m, json_to_recordset(${JSON.stringify(ranges)}::json) as r(lo bigint, hi bigint)
    where m.id between r.lo and r.hi)`;

export async function dropMarks(db: Db, ranges: MarkRanges): Promise<void> {
  if (ranges.length === 0) return;
  await db.execute(sql`
    delete from ${attentionMarks} m using json_to_recordset(${JSON.stringify(ranges)}::json) as r(lo bigint, hi bigint)
    where m.id between r.lo and r.hi`);
}

const l = bookLegs;
const between = (column: SQL, a: string, b: string) =>
  a <= b ? sql`${column} between ${a} and ${b}` : sql`${column} between ${b} and ${a}`;

/**
 * Legs a move of the day from `before` to `today` may have changed, each by an index: the overdue date passed, the
 * soon window's start and end moved over an end or settlement date, the in-process age crossed.
 */
export function crossedByDay(before: string, today: string, rules: ItemRules): SQL {
  const until = (day: string) => businessDayWindowEnd(day, rules.soonBusinessDays);
  const since = (day: string) => businessDaysAgo(day, rules.inProcessBusinessDays);
  const lower = (column: SQL) => between(column, before, today);
  const upper = (column: SQL) => between(column, until(before), until(today));
  return sql`
    select ${l.id} from ${l} where ${lower(sql`${l.overdueAt}`)}
    union select ${l.id} from ${l} where ${lower(sql`${l.endAt}`)}
    union select ${l.id} from ${l} where ${upper(sql`${l.endAt}`)}
    union select ${l.id} from ${l} where ${lower(sql`${l.settlementAt}`)}
    union select ${l.id} from ${l} where ${upper(sql`${l.settlementAt}`)}
    union select ${l.id} from ${l} where ${l.status} = 'InProcess'
      and ${between(sql`coalesce(${l.updatedAt}, ${l.endAt})`, since(before), since(today))}`;
}

/** The legs to judge: marked legs, a good read's items, the day's edges (each found by an index). */
export async function changedLegIds(
  db: Db,
  ranges: MarkRanges,
  dayBefore: string | null,
  today: string,
  rules: ItemRules,
): Promise<string[]> {
  if (ranges.length === 0 && (dayBefore === null || dayBefore === today)) return [];
  const rows = rowsOf<{ id: string }>(await db.execute(changedLegs(ranges, dayBefore, today, rules)));
  return rows.map((row) => row.id);
}

function changedLegs(ranges: MarkRanges, dayBefore: string | null, today: string, rules: ItemRules): SQL {
  const i = attentionItems;
  const parts: SQL[] = [];
  if (ranges.length > 0) {
    parts.push(sql`select leg_id as id from ${marksIn(ranges)} mk where leg_id is not null`);
    parts.push(sql`select ${i.objectId} from ${i} where ${i.state} <> 'resolved' and ${i.customerId} in (
      select customer_id from ${marksIn(ranges)} mc where customer_id is not null)`);
  }
  if (dayBefore !== null && dayBefore !== today) parts.push(crossedByDay(dayBefore, today, rules));
  return parts.length === 0 ? sql`select null::text as id where false` : sql.join(parts, sql` union `);
}
