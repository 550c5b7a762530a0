import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema/book";
import { bookChanged } from "@/lib/book/changes";
import { readBookFreshness } from "@/lib/book/freshness";
import { bookPairsAsOf } from "@/lib/book/pairs";

// The filter's pairs kept per change of the book: read again once the stamp moved, never before (PGlite).
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-book-pairs-"));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.db.insert(bookCustomers).values({ id: "c1", companyName: "Northwind", raw: {} });
  await database.db
    .insert(bookDualHedges)
    .values({ id: "d1", customerId: "c1", legCount: 2, unreadableLegs: 0, raw: {} });
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const addLeg = (id: string, from: string, to: string) =>
  database.db
    .insert(bookLegs)
    .values({ id, dualHedgeId: "d1", customerId: "c1", fromCurrency: from, toCurrency: to, raw: {} });

const pairsNow = async () => bookPairsAsOf(database.db, (await readBookFreshness(database.db)).version);

it("reads the pairs again once the book's stamp moved, and only then", async () => {
  await addLeg("l1", "EUR", "USD");
  await bookChanged(database.db);
  expect(await pairsNow()).toEqual([{ from: "EUR", to: "USD" }]);

  // Written without a bump (what no writer of the book does): the kept pairs are served, so they were not read again.
  await addLeg("l2", "GBP", "USD");
  expect(await pairsNow()).toEqual([{ from: "EUR", to: "USD" }]);

  await bookChanged(database.db);
  expect(await pairsNow()).toEqual([
    { from: "EUR", to: "USD" },
    { from: "GBP", to: "USD" },
  ]);
});

it("serves loads that read an older version what is kept, which is newer", async () => {
  const { version } = await readBookFreshness(database.db);
  await addLeg("l3", "USD", "JPY");
  await bookChanged(database.db);
  const newer = await pairsNow();
  expect(newer).toContainEqual({ from: "USD", to: "JPY" });
  expect(await bookPairsAsOf(database.db, version)).toEqual(newer);
});
