import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema/book";
import { bookListUrl, type BookQuery } from "@/lib/search-params/book";
import { bookChanged } from "@/lib/book/changes";
import { readBookFreshness } from "@/lib/book/freshness";
import { filtersKey } from "@/lib/book/legs-filters";
import { listBookLegs } from "@/lib/book/legs-query";
import { keptLegsSummaries } from "@/lib/book/legs-summary";

// The book page's count, estimate and totals kept per change of the book and filters (PGlite): read again once the
// stamp moved, never served older than the version a load read, and never shared between filters or limits.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-book-legs-summary-"));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.db.insert(bookCustomers).values([
    { id: "c1", companyName: "Northwind", raw: {} },
    { id: "c2", companyName: "Southwind", raw: {} },
  ]);
  await database.db.insert(bookDualHedges).values([
    { id: "d1", customerId: "c1", legCount: 2, unreadableLegs: 0, raw: {} },
    { id: "d2", customerId: "c2", legCount: 2, unreadableLegs: 0, raw: {} },
  ]);
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let legs = 0;
const addLeg = (customer: "c1" | "c2", status: string, eur: string) =>
  database.db.insert(bookLegs).values({
    id: `l${++legs}`,
    dualHedgeId: customer === "c1" ? "d1" : "d2",
    customerId: customer,
    status,
    fromCurrency: "EUR",
    toCurrency: "USD",
    fromCurrencyAmount: eur,
    fixedSide: "fromCurrencyAmount",
    raw: {},
  });

function query(params: Record<string, string>): BookQuery {
  const read = bookListUrl.read(bookListUrl.load(new URLSearchParams(params)));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.query;
}

const version = async () => (await readBookFreshness(database.db)).version;

/** What the book page does: the stamp first, then the legs as of it. */
const load = async (params: Record<string, string> = {}, exactTotalLimit = 100) =>
  listBookLegs(database.db, query(params), { exactTotalLimit, version: await version() });

it("counts and sums again after a write between two loads, and only reads once per change", async () => {
  await addLeg("c1", "Active", "100.10");
  await addLeg("c2", "Active", "0.000000000000000001");
  await bookChanged(database.db);
  const reads = keptLegsSummaries.reads;
  const first = await load();
  expect(first.total).toBe(2);
  expect(first.totals).toEqual([{ currency: "EUR", legs: 2, remaining: "100.100000000000000001" }]);
  // The same version again: kept, not read (the count is the same, and no read was made).
  expect((await load()).total).toBe(2);
  expect(keptLegsSummaries.reads).toBe(reads + 1);

  await addLeg("c1", "Overdue", "5");
  await bookChanged(database.db);
  const second = await load();
  expect(second.total).toBe(3);
  expect(second.rows).toHaveLength(3);
  expect(second.totals).toEqual([{ currency: "EUR", legs: 3, remaining: "105.100000000000000001" }]);
  expect(keptLegsSummaries.reads).toBe(reads + 2);
});

it("serves what is kept while the stamp has not moved, and reads again once it has", async () => {
  const before = (await load()).total!;
  // Written without a bump (what no writer of the book does): the kept count is served, so it was not read again.
  await addLeg("c2", "Active", "1");
  expect((await load()).total).toBe(before);
  await bookChanged(database.db);
  expect((await load()).total).toBe(before + 1);
});

it("serves a load that read an older version what is kept, which is newer, never the reverse", async () => {
  const older = await version();
  await addLeg("c1", "Active", "2");
  await bookChanged(database.db);
  const newer = (await load()).total!;
  const served = await listBookLegs(database.db, query({}), { exactTotalLimit: 100, version: older });
  expect(served.total).toBe(newer);
});

it("keeps each filter's count apart, and each limit's", async () => {
  await bookChanged(database.db);
  const all = (await load()).total!;
  const overdue = await load({ status: "Overdue" });
  expect(overdue.total).toBe(1);
  expect(overdue.totals).toEqual([{ currency: "EUR", legs: 1, remaining: "5" }]);
  expect((await load({ customer: "southwind" })).total).toBe(2);
  expect((await load()).total).toBe(all);
  // Past a limit of 1 the count is not exact (and the filtered list has no estimate); the limit of 100's count stands.
  const capped = await load({}, 1);
  expect(capped).toMatchObject({ total: null, totals: null });
  expect((await load({}, 100)).total).toBe(all);
});

it("reads a name's customers again once the book moved", async () => {
  await bookChanged(database.db);
  expect((await load({ customer: "eastwind" })).total).toBe(0);
  await database.db.insert(bookCustomers).values({ id: "c3", companyName: "Eastwind", raw: {} });
  await database.db
    .insert(bookDualHedges)
    .values({ id: "d3", customerId: "c3", legCount: 1, unreadableLegs: 0, raw: {} });
  await database.db
    .insert(bookLegs)
    .values({ id: "l-east", dualHedgeId: "d3", customerId: "c3", status: "Active", raw: {} });
  await bookChanged(database.db);
  const east = await load({ customer: "eastwind" });
  expect(east.total).toBe(1);
  expect(east.rows.map((row) => row.id)).toEqual(["l-east"]);
});

it("keys the same filters alike whatever their order", () => {
  expect(filtersKey({ status: "Active", pair: { from: "EUR", to: "USD" } })).toBe(
    filtersKey({ pair: { from: "EUR", to: "USD" }, status: "Active", customer: undefined }),
  );
  expect(filtersKey({ status: "Active" })).not.toBe(filtersKey({ customer: "Active" }));
  expect(filtersKey({ pair: { from: "EUR", to: "USD" } })).not.toBe(filtersKey({ pair: { from: "USD", to: "EUR" } }));
});
