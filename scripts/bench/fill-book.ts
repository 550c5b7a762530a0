// Fills the app's book in bulk, in SQL, with the bench's 100k shape: a cheap stand-in for a full sync pass (which at
// 100k takes far longer than a measurement should) for timing what reads the book (time-items.ts).
//   DATA_DIR=... node --conditions react-server --import tsx scripts/bench/fill-book.ts [--dual-hedges=100000]
// Two legs per dual hedge, as the sandbox seeds them; statuses, pairs, dates (relative to today), amounts and MTM
// spread deterministically; one customer per five dual hedges; conversions over the last 60 days; a succeeded pass
// row; ANALYZE (as a pass's end does); the change stamp bumped, as every write to the book does.
import { parseArgs } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import { bookChanged } from "@/lib/book/changes";
import { closeDatabase, getDb } from "@/lib/db";
import { COUNTRIES, NAME_FIRST, NAME_SECOND } from "@/lib/sandbox/demo-data/market";

const { values } = parseArgs({
  options: { "dual-hedges": { type: "string", default: "100000" } },
});
const dualHedges = Number(values["dual-hedges"]);
const customers = Math.max(1, Math.floor(dualHedges / 5));

const db = await getDb();
const started = performance.now();
const pairs = sql`(array['EUR/USD','GBP/USD','USD/JPY','EUR/GBP','USD/CHF','AUD/USD','USD/CAD','EUR/JPY','GBP/KWD','USD/BHD','NZD/USD','EUR/SEK','USD/SGD','USD/MXN'])`;
// Ids shaped as the service's (UUIDs: a cursor in the book's address checks its leg id is one) and names as the
// sandbox's bulk customers are named, the first being its large account, so a name search reads what the bench's does.
const uuid = (key: SQL) => sql`(overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17))::uuid::text`;
const customerId = (n: SQL) => uuid(sql`'fill-customer:' || ${n}`);
const dualHedgeId = uuid(sql`'fill-dual-hedge:' || g`);
const words = (items: readonly string[]) =>
  sql.raw(`(array[${items.map((i) => `'${i.replaceAll("'", "''")}'`).join(",")}])`);
const statuses = sql`(array['Active','Active','Active','Active','Active','Active','Completed','Completed','Cancelled','InProcess','Overdue','Active'])`;
await db.transaction(async (tx) => {
  await tx.execute(sql`
    insert into book_customers (id, company_name, external_customer_id, raw)
    select ${customerId(sql`g`)},
      case when g = 1 then 'Volume Hedging Ltd' else ${words(NAME_FIRST)}[1 + g % ${NAME_FIRST.length}] || ' ' ||
        ${words(NAME_SECOND)}[1 + (g * 7) % ${NAME_SECOND.length}] || ' ' ||
        ${words(COUNTRIES.map((c) => c.suffix))}[1 + g % ${COUNTRIES.length}] || ' B' || g end,
      substr(md5('fill-customer:' || g), 1, 24), '{}'::jsonb
    from generate_series(1, ${customers}) g`);
  await tx.execute(sql`
    insert into book_dual_hedges (id, customer_id, from_currency, to_currency, issued_at, leg_count, unreadable_legs, raw)
    select ${dualHedgeId}, ${customerId(sql`1 + g % ${customers}`)},
      split_part(${pairs}[1 + g % 14], '/', 1), split_part(${pairs}[1 + g % 14], '/', 2),
      current_date - (g % 400), 2, 0, '{}'::jsonb
    from generate_series(1, ${dualHedges}) g`);
  await tx.execute(sql`
    insert into book_legs (id, dual_hedge_id, customer_id, status, from_currency, to_currency, from_currency_amount,
      to_currency_amount, fixed_side, end_at, settlement_at, overdue_at, updated_at, adjusted_mtm_change_pct, raw)
    select ${uuid(sql`'fill-leg:' || g || '-' || k`)}, ${dualHedgeId}, ${customerId(sql`1 + g % ${customers}`)},
      ${statuses}[1 + (g * 7 + k) % 12],
      split_part(${pairs}[1 + g % 14], '/', 1), split_part(${pairs}[1 + g % 14], '/', 2),
      ((g * 37 + k * 11) % 100000)::numeric / 100, ((g * 41 + k * 13) % 110000)::numeric / 100,
      case when (g + k) % 2 = 0 then 'fromCurrencyAmount' else 'toCurrencyAmount' end,
      current_date + ((g * 13 + k * 29) % 460 - 60), current_date + ((g * 13 + k * 29) % 460 - 58),
      current_date + ((g * 13 + k * 29) % 460 - 55), current_date - ((g + k) % 20),
      (((g * 17 + k) % 1000) - 500)::numeric / 100, '{}'::jsonb
    from generate_series(1, ${dualHedges}) g, generate_series(1, 2) k`);
  await tx.execute(sql`
    insert into book_conversions (id, organization_id, from_currency, to_currency, from_currency_amount, to_currency_amount,
      issued_at, raw)
    select ${uuid(sql`'fill-conversion:' || g`)}, 'bench-organization',
      split_part(${pairs}[1 + g % 14], '/', 1), split_part(${pairs}[1 + g % 14], '/', 2),
      (g % 50000)::numeric / 10, (g % 55000)::numeric / 10, current_date - (g % 60), '{}'::jsonb
    from generate_series(1, ${Math.floor(dualHedges / 4)}) g`);
  await tx.execute(sql`
    insert into book_sync_passes (trigger, instance, status, finished_at, customers_total, customers_done)
    values ('admin', 'fill-book', 'succeeded', now(), ${customers}, ${customers})`);
  await bookChanged(tx as unknown as typeof db);
});
await db.execute(sql`analyze book_customers, book_dual_hedges, book_legs, book_conversions`);
const [counts] = (
  (await db.execute(
    sql`select (select count(*) from book_legs)::int as legs, (select count(*) from book_dual_hedges)::int as "dualHedges"`,
  )) as unknown as { rows: { legs: number; dualHedges: number }[] }
).rows;
console.log(
  `book filled: ${counts?.dualHedges} dual hedges, ${counts?.legs} legs, ${customers} customers in ${Math.round(performance.now() - started)} ms`,
);
await closeDatabase();
