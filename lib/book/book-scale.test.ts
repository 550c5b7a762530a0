import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { bookListUrl, type BookQuery } from "@/lib/search-params/book";
import { listBookLegs } from "./legs-query";
import { searchBook } from "./search";

// The book's queries at the bench's scale (100k dual hedges, 200k legs, 20k customers) on Postgres, with their plans.
// Slow to seed, so only on request: BOOK_SCALE=1 npx vitest run lib/book/book-scale.test.ts

const DUALS = 100_000;
const CUSTOMERS = 20_000;

function query(params: Record<string, string>): BookQuery {
  const read = bookListUrl.read(bookListUrl.load(new URLSearchParams(params)));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.query;
}

describe.skipIf(!process.env.BOOK_SCALE)("the book's queries at 100k dual hedges", () => {
  let database: Database;
  let client: Client;
  beforeAll(async () => {
    const base = inject("postgresUrl");
    const name = `book_scale_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
    database = await openDatabase({ url, dataDir: "unused" });
    client = new Client({ connectionString: url });
    await client.connect();
    // uuid-shaped ids from md5, as the service's are random; one large account holds most dual hedges, as the bench's.
    await client.query(`
      insert into book_customers (id, company_name, external_customer_id, status, raw)
      select uuid_in(md5('c' || n)::cstring)::text, 'Company ' || n || ' Trading', 'ext-' || n, 'Approved', '{}'
      from generate_series(1, ${CUSTOMERS}) n;
      insert into book_dual_hedges (id, customer_id, from_currency, to_currency, leg_count, raw)
      select uuid_in(md5('d' || n)::cstring)::text, uuid_in(md5('c' || (case when n % 5 = 0 then 1 else n % ${CUSTOMERS} + 1 end))::cstring)::text,
        'EUR', 'USD', 2, '{}'
      from generate_series(1, ${DUALS}) n;
      insert into book_legs (id, dual_hedge_id, customer_id, status, transaction_id, external_transaction_id,
        from_currency, to_currency, from_currency_amount, to_currency_amount, fixed_side, end_at, settlement_at, raw)
      select uuid_in(md5('l' || n || '-' || leg)::cstring)::text, d.id, d.customer_id,
        (array['Active','Active','Active','Cancelled','Completed','InProcess','Overdue'])[1 + n % 7],
        uuid_in(md5('t' || n)::cstring)::text, 'ext-tx-' || n,
        (array['EUR','GBP','USD','CHF','JPY'])[1 + (n + leg) % 5], (array['USD','EUR','GBP','JPY','CHF'])[1 + (n * 3 + leg) % 5],
        (n % 1000) * 100 + 0.01, (n % 777) * 100 + 0.02,
        case when leg = 1 then 'fromCurrencyAmount' else 'toCurrencyAmount' end,
        date '2026-01-01' + (n % 730), date '2026-01-02' + (n % 730), '{}'
      from generate_series(1, ${DUALS}) n
      join book_dual_hedges d on d.id = uuid_in(md5('d' || n)::cstring)::text
      cross join generate_series(1, 2) leg;
      analyze;
    `);
  }, 600_000);
  afterAll(async () => {
    await client?.end();
    await database?.close();
  });

  const cases: [string, Record<string, string>][] = [
    ["first page", {}],
    ["deep page", { page: "7000" }],
    ["status + end range", { status: "Overdue", end_from: "2026-03-01", end_to: "2026-03-31" }],
    ["pair, by remaining desc", { pair: "EUR/USD", sort: "-remaining" }],
    ["customer by name", { customer: "Company 777 " }],
    ["settlement sort, page 50", { sort: "settlement", page: "50" }],
  ];

  it.each(cases)("%s", async (name, params) => {
    const q = query(params);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await listBookLegs(database.db, q);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`book page ${name}: median ${times[2]!.toFixed(1)} ms, max ${times[4]!.toFixed(1)} ms`);
    expect(times[2]).toBeLessThan(2_000);
  });

  it.each([
    ["a leg id", "l"],
    ["an external transaction id", "ext-tx-54321"],
    ["a name", "ompany 1234 Tr"],
  ])("search by %s", async (_, text) => {
    const q =
      text === "l"
        ? ((await client.query("select id from book_legs limit 1 offset 123456")).rows[0].id as string)
        : text;
    const started = performance.now();
    const result = await searchBook(database.db, q);
    console.log(`search ${_}: ${(performance.now() - started).toFixed(1)} ms, ${result.hits.length} hits`);
    expect(result.hits.length).toBeGreaterThan(0);
  });

  it("prints the plans", async () => {
    for (const sql of [
      "select * from book_legs order by end_at asc nulls last, end_at, id limit 25 offset 0",
      "select * from book_legs where status = 'Overdue' and end_at between '2026-03-01' and '2026-03-31' order by end_at asc nulls last, end_at, id limit 25",
      "select count(*) from book_legs where from_currency = 'EUR' and to_currency = 'USD'",
      "select * from book_legs where external_transaction_id = 'ext-tx-5' or transaction_id = 'x' or id = 'x'",
    ]) {
      const plan = await client.query(`explain analyze ${sql}`);
      console.log(`${sql}\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
    }
  });
});
