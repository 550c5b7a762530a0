import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { bookConversions, bookCustomers, bookDualHedges, bookLegs, bookSyncPasses } from "@/lib/db/schema/book";
import { bookListUrl, cursorParam, type BookCursor, type BookQuery } from "@/lib/search-params/book";
import { readBookFreshness } from "@/lib/book/freshness";
import { listBookLegs } from "@/lib/book/legs-query";
import { iterateBookLegs } from "@/lib/book/legs-rows";
import { listBookPairs } from "@/lib/book/pairs";
import { isStale, searchBook, soleExactHit } from "@/lib/book/search";

// The book's queries on rows inserted directly (as the sync would leave them), on PGlite and on the run's Postgres.

const id = (n: number, kind: number) =>
  `${kind.toString(16).padStart(8, "0")}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
const CUSTOMER = (n: number) => id(n, 1);
const DUAL = (n: number) => id(n, 2);
const LEG = (n: number, leg: number) => id(n * 10 + leg, 3);
const TX = (n: number) => id(n, 4);
const CONVERSION = id(1, 5);
const OLD = new Date("2026-11-20T08:00:00Z");
const RECENT = new Date("2026-11-26T05:00:00Z");

type LegInsert = typeof bookLegs.$inferInsert;

async function seed(db: Database["db"]) {
  await db.insert(bookCustomers).values([
    {
      id: CUSTOMER(1),
      companyName: "Northwind Trading GmbH",
      externalCustomerId: "ext-north",
      status: "Approved",
      raw: {},
    },
    {
      id: CUSTOMER(2),
      companyName: "Southwind 100% Foods_Ltd",
      externalCustomerId: "ext-south",
      status: "Approved",
      raw: {},
    },
    { id: CUSTOMER(3), companyName: null, externalCustomerId: "ext-nameless", status: null, raw: {} },
  ]);
  const legs: LegInsert[] = [];
  const duals: (typeof bookDualHedges.$inferInsert)[] = [];
  // Dual hedge n: customer 1 + n % 2; two legs; end n days into December; amounts with more decimals than a float keeps.
  for (let n = 1; n <= 6; n++) {
    const customerId = CUSTOMER(1 + (n % 2));
    duals.push({
      id: DUAL(n),
      customerId,
      fromCurrency: "EUR",
      toCurrency: "USD",
      legCount: 2,
      raw: {},
      lastSeenAt: n === 1 ? OLD : RECENT,
    });
    for (const leg of [1, 2]) {
      legs.push({
        id: LEG(n, leg),
        dualHedgeId: DUAL(n),
        customerId,
        status: n === 6 ? "Cancelled" : n === 5 ? "Overdue" : "Active",
        transactionId: TX(n),
        externalTransactionId: `ext-tx-${n}`,
        fromCurrency: leg === 1 ? "EUR" : "GBP",
        toCurrency: leg === 1 ? "GBP" : "USD",
        fromCurrencyAmount: `${n}00000.10`,
        toCurrencyAmount: `${n}0000.000000000000000001`,
        fixedSide: leg === 1 ? "fromCurrencyAmount" : "toCurrencyAmount",
        endAt: `2026-12-${String(n).padStart(2, "0")}`,
        settlementAt: `2026-12-${String(n + 1).padStart(2, "0")}`,
        lastSeenAt: n === 1 ? OLD : RECENT,
        raw: {},
      });
    }
  }
  // A leg the service said nothing readable about: unknown side, amounts and dates.
  duals.push({ id: DUAL(7), customerId: CUSTOMER(3), legCount: 1, raw: {}, notSeenSince: RECENT });
  legs.push({ id: LEG(7, 1), dualHedgeId: DUAL(7), customerId: CUSTOMER(3), raw: {}, notSeenSince: RECENT });
  await db.insert(bookDualHedges).values(duals);
  await db.insert(bookLegs).values(legs);
  await db.insert(bookConversions).values({ id: CONVERSION, fromCurrency: "EUR", toCurrency: "USD", raw: {} });
  await db.insert(bookSyncPasses).values([
    {
      trigger: "startup",
      instance: "a",
      status: "succeeded",
      startedAt: OLD,
      finishedAt: new Date("2026-11-20T08:05:00Z"),
    },
    { trigger: "schedule", instance: "a", status: "failed", startedAt: RECENT, finishedAt: RECENT },
  ]);
  await db
    .update(bookCustomers)
    .set({ dualHedgesFailedAt: RECENT, dualHedgesReadAt: OLD })
    .where(sqlId(CUSTOMER(2)));
}

const sqlId = (value: string) => eq(bookCustomers.id, value);

function query(params: Record<string, string>): BookQuery {
  const read = bookListUrl.read(bookListUrl.load(new URLSearchParams(params)));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.query;
}

const baseUrl = inject("postgresUrl");
const drivers: { name: string; open: () => Promise<{ database: Database; cleanup: () => Promise<void> }> }[] = [
  {
    name: "PGlite",
    open: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-book-"));
      const database = await openDatabase({ dataDir });
      return { database, cleanup: async () => void rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: "Postgres",
    open: async () => {
      const name = `book_queries_${process.pid}_${Date.now()}`;
      const admin = new Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
      return { database: await openDatabase({ url, dataDir: "unused" }), cleanup: async () => {} };
    },
  },
];

describe.each(drivers)("the book's queries on $name", ({ open }) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let db: Database["db"];
  beforeAll(async () => {
    ({ database, cleanup } = await open());
    db = database.db;
    await seed(db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  // PGlite runs no autovacuum: a GIN index's pending list is merged by nothing but its own size limit, and every name
  // search reads all of it.
  it("keeps the name index's pending list small, and the date and status indexes in the page's order", async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    // 2,000 names (as a pass writes them) fill ~48 pending pages under the default 4 MB limit; 64 kB is 8 pages.
    await db.execute(sql`insert into book_customers (id, company_name, raw)
      select 'pending-' || g, 'Pending Trading ' || g || ' Ltd', '{}'::jsonb from generate_series(1, 2000) g`);
    try {
      const [pending] = await rows(sql`select gin_clean_pending_list('book_customers_name_trgm_idx')::int as pages`);
      expect(Number(pending!.pages)).toBeLessThanOrEqual(8);
    } finally {
      await db.execute(sql`delete from book_customers where id like 'pending-%'`);
    }
    const definitions = await rows(
      sql`select indexname, indexdef from pg_indexes where indexname in ('book_legs_end_idx', 'book_legs_settlement_idx', 'book_legs_status_end_idx') order by 1`,
    );
    expect(definitions.map((row) => String(row.indexdef).replace(/^.*\((.*)\)$/, "$1"))).toEqual([
      "end_at, id",
      "settlement_at, end_at, id",
      "status, end_at, id",
    ]);
  });

  describe("search", () => {
    it.each([
      ["a dual hedge id", DUAL(3), "dualHedgeId", `/customers/${CUSTOMER(2)}/dual-hedges/${DUAL(3)}`],
      ["a leg id", LEG(3, 2), "legId", `/customers/${CUSTOMER(2)}/dual-hedges/${DUAL(3)}`],
      ["a transaction id", TX(4), "transactionId", `/customers/${CUSTOMER(1)}/dual-hedges/${DUAL(4)}`],
      [
        "an external transaction id",
        "ext-tx-4",
        "externalTransactionId",
        `/customers/${CUSTOMER(1)}/dual-hedges/${DUAL(4)}`,
      ],
      ["a customer id", CUSTOMER(1), "customerId", `/customers/${CUSTOMER(1)}`],
      ["an external customer id", "ext-south", "externalCustomerId", `/customers/${CUSTOMER(2)}`],
      ["a conversion id", CONVERSION, "conversionId", `/conversions/${CONVERSION}`],
    ])("finds %s as the one exact match", async (_, text, match, href) => {
      const result = await searchBook(db, text);
      const sole = soleExactHit(result);
      expect(sole).toMatchObject({ match, href });
      expect(result.hits.filter((hit) => hit.match !== "customerName")).toHaveLength(1);
    });

    it("reads an upper-case UUID as the id it names", async () => {
      expect(soleExactHit(await searchBook(db, `  ${DUAL(3).toUpperCase()} `))).toMatchObject({ id: DUAL(3) });
    });

    it("finds customers by part of the name, case-blind, with % and _ taken literally", async () => {
      const wind = await searchBook(db, "WIND");
      expect(wind.hits.map((hit) => hit.companyName)).toEqual(["Northwind Trading GmbH", "Southwind 100% Foods_Ltd"]);
      expect(wind.hits.every((hit) => hit.match === "customerName")).toBe(true);
      expect(soleExactHit(wind)).toBeNull();
      expect((await searchBook(db, "100%")).hits.map((hit) => hit.id)).toEqual([CUSTOMER(2)]);
      expect((await searchBook(db, "o_d")).hits).toEqual([]);
      expect((await searchBook(db, "_")).hits).toEqual([]);
    });

    it("lists exact id matches before names", async () => {
      await db.insert(bookCustomers).values({ id: CUSTOMER(9), companyName: "Holding ext-north", raw: {} });
      const result = await searchBook(db, "ext-north");
      expect(result.hits.map((hit) => [hit.match, hit.id])).toEqual([
        ["externalCustomerId", CUSTOMER(1)],
        ["customerName", CUSTOMER(9)],
      ]);
      expect(soleExactHit(result)?.id).toBe(CUSTOMER(1));
      await db.delete(bookCustomers).where(sqlId(CUSTOMER(9)));
    });

    // An id search reads the id indexes only: no name is searched for a UUID (each id kind's match is exact anyway).
    it("does not search names for an id-shaped text", async () => {
      await db.insert(bookCustomers).values({ id: CUSTOMER(9), companyName: `Holding ${DUAL(3)}`, raw: {} });
      const result = await searchBook(db, DUAL(3));
      expect(result.hits.map((hit) => hit.match)).toEqual(["dualHedgeId"]);
      expect((await searchBook(db, "Holding")).hits.map((hit) => hit.id)).toEqual([CUSTOMER(9)]);
      await db.delete(bookCustomers).where(sqlId(CUSTOMER(9)));
    });

    // An external id's search skips the name search when an id matched (no trigram scan): a name alike is not listed.
    it("searches names for an id-shaped text only when no id matched it", async () => {
      await db.insert(bookCustomers).values([
        { id: CUSTOMER(9), companyName: "Holding ext-tx-4", raw: {} },
        { id: CUSTOMER(8), companyName: "AB12CD34 Trading", raw: {} },
      ]);
      expect((await searchBook(db, "ext-tx-4")).hits.map((hit) => hit.match)).toEqual(["externalTransactionId"]);
      const alike = await searchBook(db, "ab12cd34");
      expect(alike.hits.map((hit) => [hit.match, hit.id])).toEqual([["customerName", CUSTOMER(8)]]);
      await db.delete(bookCustomers).where(sqlId(CUSTOMER(9)));
      await db.delete(bookCustomers).where(sqlId(CUSTOMER(8)));
    });

    it("finds nothing for an unknown id or name", async () => {
      expect((await searchBook(db, id(99, 2))).hits).toEqual([]);
      expect((await searchBook(db, "no such company")).hits).toEqual([]);
      expect((await searchBook(db, "   ")).hits).toEqual([]);
    });

    it("does not go straight to a dual hedge the service no longer lists", async () => {
      const result = await searchBook(db, DUAL(7));
      expect(result.hits).toHaveLength(1);
      expect(result.hits[0]!.notSeenSince).toEqual(RECENT);
      expect(soleExactHit(result)).toBeNull();
    });

    it("says which copies are older than the threshold", async () => {
      const [old] = (await searchBook(db, DUAL(1))).hits;
      expect(isStale(old!.lastSeenAt, 60, RECENT.getTime())).toBe(true);
      const [fresh] = (await searchBook(db, DUAL(2))).hits;
      expect(isStale(fresh!.lastSeenAt, 60, RECENT.getTime() + 59 * 60_000)).toBe(false);
    });
  });

  describe("the book page", () => {
    it("lists every leg, soonest end first, unknown dates last", async () => {
      const page = await listBookLegs(db, query({}));
      expect(page.total).toBe(13);
      expect(page.rows.map((row) => row.endAt)).toEqual([
        ...["01", "01", "02", "02", "03", "03", "04", "04", "05", "05", "06", "06"].map((d) => `2026-12-${d}`),
        null,
      ]);
      const unknown = page.rows.at(-1)!;
      expect(unknown).toMatchObject({
        remainingAmount: null,
        remainingCurrency: null,
        fixedSide: null,
        companyName: null,
      });
    });

    it("filters on status, pair, customer (id or name), fixed side and both date ranges", async () => {
      const ids = async (params: Record<string, string>) =>
        (await listBookLegs(db, query(params))).rows.map((r) => r.id);
      expect(await ids({ status: "Overdue" })).toEqual([LEG(5, 1), LEG(5, 2)]);
      expect(await ids({ pair: "gbp/usd", status: "Cancelled" })).toEqual([LEG(6, 2)]);
      expect(await ids({ customer: CUSTOMER(2).toUpperCase(), fixed: "to" })).toEqual([1, 3, 5].map((n) => LEG(n, 2)));
      expect(await ids({ customer: "northWIND", fixed: "from" })).toEqual([2, 4, 6].map((n) => LEG(n, 1)));
      expect(await ids({ end_from: "2026-12-02", end_to: "2026-12-03", fixed: "from" })).toEqual([
        LEG(2, 1),
        LEG(3, 1),
      ]);
      expect(await ids({ settlement_from: "2026-12-07", fixed: "to" })).toEqual([LEG(6, 2)]);
      expect(await ids({ customer: "no such customer" })).toEqual([]);
      // A name resolved to several customers' ids lists the legs of each, in the page's order.
      const all = (await listBookLegs(db, query({ per_page: "100" }))).rows;
      const windy = all.filter((row) => row.companyName?.toLowerCase().includes("wind")).map((row) => row.id);
      expect(new Set(all.map((row) => row.customerId)).size).toBeGreaterThan(2);
      expect(new Set(windy).size).toBeLessThan(all.length);
      expect(await ids({ customer: "wind", per_page: "100" })).toEqual(windy);
    });

    it("sorts by remaining amount and by settlement date, either way, unknown last", async () => {
      const remaining = await listBookLegs(db, query({ sort: "-remaining", per_page: "3" }));
      expect(remaining.rows.map((row) => [row.remainingAmount, row.remainingCurrency])).toEqual([
        ["600000.10", "EUR"],
        ["500000.10", "EUR"],
        ["400000.10", "EUR"],
      ]);
      const ascending = await listBookLegs(db, query({ sort: "remaining" }));
      expect(ascending.rows[0]).toMatchObject({
        remainingAmount: "10000.000000000000000001",
        remainingCurrency: "USD",
      });
      expect(ascending.rows.at(-1)!.remainingAmount).toBeNull();
      const settlement = await listBookLegs(db, query({ sort: "-settlement" }));
      expect(settlement.rows.slice(0, 2).map((row) => row.settlementAt)).toEqual(["2026-12-07", "2026-12-07"]);
      expect(settlement.rows.at(-1)!.settlementAt).toBeNull();
    });

    it("pages without overlap and keeps the total", async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => listBookLegs(db, query({ page: String(page), per_page: "5" }))),
      );
      expect(pages.map((page) => page.rows.length)).toEqual([5, 5, 3]);
      expect(new Set(pages.flatMap((page) => page.rows.map((row) => row.id))).size).toBe(13);
      expect(pages.every((page) => page.total === 13)).toBe(true);
      expect((await listBookLegs(db, query({ page: "4", per_page: "5" }))).rows).toEqual([]);
    });

    // Pages past the middle are read from the end in the reverse order: each must still be the page it names.
    it.each(["end", "-end", "settlement", "-settlement", "remaining", "-remaining"])(
      "pages read from either end line up with the whole list, sorted by %s",
      async (sort) => {
        for (const filter of [{}, { status: "Active" }] as Record<string, string>[]) {
          const whole = await listBookLegs(db, query({ ...filter, sort, per_page: "100" }));
          const pageCount = Math.ceil(whole.total! / 2);
          const pages = [];
          for (let page = 1; page <= pageCount + 1; page++)
            pages.push(await listBookLegs(db, query({ ...filter, sort, page: String(page), per_page: "2" })));
          expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(whole.rows.map((row) => row.id));
          expect(pages.at(-1)!.rows).toEqual([]);
          expect(pages.every((page) => page.total === whole.total)).toBe(true);
        }
      },
    );

    // Counting every matching leg is O(matching legs): past the limit the page neither counts nor sums, and says so.
    it("past the exact-total limit: no total and no sums, the numbered pages the same, then on by cursor", async () => {
      const limit = { exactTotalLimit: 6 };
      await db.execute(sql`analyze book_legs`); // as every pass ends: the estimate comes from the statistics
      const whole = await listBookLegs(db, query({ per_page: "100" }));
      // Pages 1 and 2 of 3 hold the first 6 legs: the numbered pages, read by offset within the exact range.
      const pages = [];
      for (let page = 1; page <= 2; page++)
        pages.push(await listBookLegs(db, query({ page: String(page), per_page: "3" }), limit));
      expect(pages.map((page) => [page.total, page.totals, page.hasNext, page.tooDeep])).toEqual([
        [null, null, true, null],
        [null, null, true, null],
      ]);
      // Further in, the pager's Next link (a cursor) goes on from page 2 to the last leg.
      let page = pages[1]!;
      while (page.cursors.next) {
        page = await listBookLegs(db, query({ per_page: "3", cursor: cursorParam(page.cursors.next) }), limit);
        pages.push(page);
      }
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(whole.rows.map((row) => row.id));
      // Unfiltered, the table's statistics give an estimate, never below what the walk already passed.
      expect(pages[0]!.estimate).toBeGreaterThan(6);
      const filtered = await listBookLegs(db, query({ status: "Active", per_page: "2" }), { exactTotalLimit: 1 });
      expect(filtered).toMatchObject({ total: null, estimate: null, totals: null, hasNext: true });
      // At or under the limit, exact as before.
      const exact = await listBookLegs(db, query({ per_page: "3" }), { exactTotalLimit: 13 });
      expect(exact).toMatchObject({ total: 13, estimate: null, hasNext: true });
      expect(exact.totals).not.toBeNull();
    });

    // An offset walks every leg it skips (560 ms 95 % into 204,000 legs): past the exact range a number is not read.
    it("refuses a page number past the numbered pages when the total is not counted, and only then", async () => {
      const limit = { exactTotalLimit: 6 };
      const deepPages: Record<string, string>[] = [
        { page: "3", per_page: "3" },
        { page: "400", per_page: "3", status: "Active" },
      ];
      for (const params of deepPages) {
        const deep = await listBookLegs(db, query(params), limit);
        expect(deep).toMatchObject({
          rows: [],
          total: null,
          totals: null,
          tooDeep: { page: Number(params.page), numberedPages: 2 },
          cursors: { last: { direction: "last" } },
        });
      }
      // The same number is read when it is within the numbered pages at that page size, or the total is counted.
      expect((await listBookLegs(db, query({ page: "6", per_page: "1" }), limit)).tooDeep).toBeNull();
      const counted = await listBookLegs(db, query({ page: "4", per_page: "3" }), { exactTotalLimit: 13 });
      expect(counted).toMatchObject({ total: 13, tooDeep: null, page: 4 });
      expect(counted.rows).toHaveLength(3);
      // Past the end of a counted list it is past the end, as before (the page says so), not "too deep".
      expect(await listBookLegs(db, query({ page: "9", per_page: "3" }), { exactTotalLimit: 13 })).toMatchObject({
        rows: [],
        total: 13,
        tooDeep: null,
      });
    });

    // Past the exact count the pager's links carry a cursor: walking them either way must visit every leg once, in order.
    describe("paging by cursor", () => {
      // Ties: three more legs with the remaining amount, end and settlement dates of LEG(3, 1), and one all unknown.
      const TIES = [LEG(8, 1), LEG(8, 2), LEG(9, 1)];
      beforeAll(async () => {
        const same = { customerId: CUSTOMER(1), fromCurrency: "EUR", toCurrency: "GBP", raw: {} } as const;
        await db
          .insert(bookDualHedges)
          .values([8, 9].map((n) => ({ id: DUAL(n), customerId: CUSTOMER(1), legCount: n === 8 ? 2 : 1, raw: {} })));
        await db.insert(bookLegs).values([
          ...TIES.slice(0, 2).map((leg) => ({
            ...same,
            id: leg,
            dualHedgeId: DUAL(8),
            fromCurrencyAmount: "300000.10",
            fixedSide: "fromCurrencyAmount",
            endAt: "2026-12-03",
            settlementAt: "2026-12-04",
          })),
          { ...same, id: TIES[2]!, dualHedgeId: DUAL(9) },
        ]);
      });
      afterAll(async () => {
        await db.delete(bookLegs).where(sql`${bookLegs.id} in ${TIES}`);
        await db.delete(bookDualHedges).where(sql`${bookDualHedges.id} in ${[DUAL(8), DUAL(9)]}`);
      });
      const limit = { exactTotalLimit: 4 };
      const withCursor = (params: Record<string, string>, cursor: BookCursor) =>
        query({ ...params, cursor: cursorParam(cursor) });

      it.each(["end", "-end", "settlement", "-settlement", "remaining", "-remaining"])(
        "visits every leg exactly once, in order, both ways, sorted by %s",
        async (sort) => {
          for (const filter of [{}, { status: "Active" }, { customer: "wind" }] as Record<string, string>[]) {
            const params = { ...filter, sort, per_page: "3" };
            const whole = (await listBookLegs(db, query({ ...filter, sort, per_page: "100" }))).rows;
            expect(whole.length).toBeGreaterThan(6);
            // Forward from page 1 by Next.
            let page = await listBookLegs(db, query(params), limit);
            expect(page.page).toBe(1);
            const forward = [page.rows];
            while (page.cursors.next) {
              page = await listBookLegs(db, withCursor(params, page.cursors.next), limit);
              expect(page.page).toBeNull(); // reached by cursor past the exact count: no position invented
              forward.push(page.rows);
            }
            expect(page.hasNext).toBe(false);
            expect(forward.flat().map((row) => row.id)).toEqual(whole.map((row) => row.id));
            expect(forward.slice(0, -1).every((rows) => rows.length === 3)).toBe(true);
            // Backward from the last page by Previous: each page the 3 legs before the one above it, down to the first
            // page, which is page 1 in full (so it may repeat legs of the page above it) and knows its number.
            page = await listBookLegs(db, withCursor(params, page.cursors.last), limit);
            expect(page).toMatchObject({ hasNext: false, page: null });
            const backward = [page.rows];
            while (page.cursors.previous) {
              page = await listBookLegs(db, withCursor(params, page.cursors.previous), limit);
              backward.unshift(page.rows);
            }
            expect(page.page).toBe(1);
            expect(backward[0]!.map((row) => row.id)).toEqual(whole.slice(0, 3).map((row) => row.id));
            const above = backward.slice(1).flat();
            expect(backward.slice(1).every((rows) => rows.length === 3)).toBe(true);
            expect(above.map((row) => row.id)).toEqual(whole.slice(whole.length - above.length).map((row) => row.id));
            expect(above.length).toBeGreaterThan(whole.length - 3 - 3); // the first page overlaps at most 2 of them
            expect(new Set(backward.flat().map((row) => row.id)).size).toBe(whole.length);
          }
        },
      );

      it("breaks ties in the sort key by leg id", async () => {
        const ids = async (sort: string) =>
          (await listBookLegs(db, query({ sort, per_page: "100" }))).rows.map((r) => r.id);
        const tied = [LEG(3, 1), LEG(8, 1), LEG(8, 2)];
        for (const sort of ["remaining", "-remaining"])
          expect((await ids(sort)).filter((id) => tied.includes(id))).toEqual(tied);
        const end = await ids("end");
        expect(end.filter((id) => [...tied, LEG(3, 2)].includes(id))).toEqual([
          LEG(3, 1),
          LEG(3, 2),
          LEG(8, 1),
          LEG(8, 2),
        ]);
        expect(end.slice(-2)).toEqual([LEG(7, 1), LEG(9, 1)]); // unknown end dates last, by id
        // A cursor between two tied legs resumes at the next one.
        const cursor: BookCursor = {
          direction: "after",
          sort: { key: "remaining", descending: true },
          keys: ["300000.10", "EUR"],
          id: LEG(8, 1),
        };
        const next = await listBookLegs(db, withCursor({ sort: "-remaining", per_page: "2" }, cursor), limit);
        expect(next.rows.map((row) => row.id)).toEqual([LEG(8, 2), LEG(2, 1)]);
      });

      it("refuses a cursor of another sort, or one the book did not write, with a sentence", () => {
        const read = (params: Record<string, string>) =>
          bookListUrl.read(bookListUrl.load(new URLSearchParams(params)));
        const endCursor = `a~end~2026-12-03~${LEG(3, 1)}`;
        expect(read({ cursor: endCursor }).ok).toBe(true);
        const other = read({ sort: "remaining", cursor: endCursor });
        expect(other).toMatchObject({
          ok: false,
          problems: [{ param: "cursor", message: expect.stringMatching(/another sort/) }],
        });
        expect(read({ sort: "-end", cursor: endCursor }).ok).toBe(false);
        for (const bad of [
          "nonsense",
          `a~end~2026-13-45~${LEG(3, 1)}`,
          `a~end~2026-12-03~not-an-id`,
          `a~remaining~1e5~EUR~${LEG(3, 1)}`,
          `a~remaining~300000.10~${LEG(3, 1)}`,
          `x~end~2026-12-03~${LEG(3, 1)}`,
          "last~end~extra",
          "a".repeat(400),
        ])
          expect(read({ cursor: bad }), bad).toMatchObject({ ok: false, problems: [{ param: "cursor" }] });
      });

      it("leaves a numbered page and the CSV export as they were", async () => {
        const byPage = await listBookLegs(db, query({ page: "2", per_page: "3" }), limit);
        expect(byPage.page).toBe(2);
        expect(byPage.cursors.previous).not.toBeNull();
        const exported = [];
        for await (const batch of iterateBookLegs(db, {}, 4)) exported.push(...batch.map((row) => row.id));
        expect(exported).toEqual([...exported].sort());
        expect(exported).toHaveLength(16);
      });
    });

    it("sums the remaining amounts per currency exactly, in SQL", async () => {
      const page = await listBookLegs(db, query({ per_page: "1" }));
      expect(page.totals).toEqual([
        { currency: "EUR", legs: 6, remaining: "2100000.60" },
        { currency: "USD", legs: 6, remaining: "210000.000000000000000006" },
        { currency: null, legs: 1, remaining: null },
      ]);
      expect(page.oldestSeenAt).toEqual(OLD);
    });

    it("exports every matching leg in batches, whatever the page", async () => {
      const batches = [];
      for await (const batch of iterateBookLegs(db, query({ status: "Active" }).filters, 3)) batches.push(batch);
      expect(batches.map((batch) => batch.length)).toEqual([3, 3, 2]);
      expect(batches.flat().every((row) => row.status === "Active")).toBe(true);
    });

    it("marks rows of a customer whose last read failed, and lists the pairs", async () => {
      const page = await listBookLegs(db, query({ customer: CUSTOMER(2), per_page: "1" }));
      expect(page.rows[0]).toMatchObject({ customerReadFailedAt: RECENT, customerReadAt: OLD });
      expect(await listBookPairs(db)).toEqual([
        { from: "EUR", to: "GBP" },
        { from: "GBP", to: "USD" },
      ]);
    });

    it("says how fresh the book is", async () => {
      const freshness = await readBookFreshness(db);
      expect(freshness.lastCompletePass?.finishedAt).toEqual(new Date("2026-11-20T08:05:00Z"));
      expect(freshness.lastCompletePass?.startedAt).toEqual(OLD);
      expect(freshness.runningPass).toBeNull();
      expect(freshness.staleCustomers).toBe(1);
      expect(freshness.version).toEqual(expect.any(Number));

      // A pass under way, read in the same statement; removed after, as the other cases share these rows.
      const started = new Date("2026-11-26T06:00:00.123Z");
      const [running] = await db
        .insert(bookSyncPasses)
        .values({ trigger: "admin", instance: "b", startedAt: started, customersTotal: 12, customersDone: 5 })
        .returning({ id: bookSyncPasses.id });
      try {
        expect((await readBookFreshness(db)).runningPass).toEqual({
          id: running!.id,
          startedAt: started,
          customersDone: 5,
          customersTotal: 12,
        });
      } finally {
        await db.delete(bookSyncPasses).where(eq(bookSyncPasses.id, running!.id));
      }
    });
  });
});
