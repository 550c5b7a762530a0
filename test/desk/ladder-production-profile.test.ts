import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { bookCustomers, bookLegs } from "@/lib/db/schema";
import { maturityLadder } from "@/lib/desk/exposure";
import { ACME, bookLeg, type BookLegInsert } from "./book-leg";

// Legs as the production profile sends them (lib/sandbox/production-profile/README.md): every date filled
// whatever the status (completedAt and cancelledAt from updatedAt, even on an Active leg), some fields null.
const TODAY = "2026-11-26";

function leg(id: string, fields: Partial<BookLegInsert>): BookLegInsert {
  return bookLeg(id, {
    endAt: "2026-11-30",
    settlementAt: "2026-12-01",
    overdueAt: "2026-12-03",
    updatedAt: "2026-11-20",
    // As production sends them on every leg: filled from updatedAt, whatever the status.
    completedAt: "2026-11-20",
    cancelledAt: "2026-11-20",
    ...fields,
  });
}

const legs: BookLegInsert[] = [
  leg("active-full", {}),
  leg("active-null-fixed-side", { fixedSide: null }),
  leg("active-null-from-amount", { fromCurrencyAmount: null }),
  leg("active-no-amount", { fixedSide: null, fromCurrencyAmount: null, toCurrencyAmount: null }),
  leg("overdue-reported", { status: "Overdue", endAt: "2026-11-02" }),
  // Status not sent: only then do the dates say whether it is done.
  leg("no-status-done", { status: null }),
  leg("no-status-open", { status: null, completedAt: null, cancelledAt: null }),
  leg("completed", { status: "Completed" }),
  leg("cancelled", { status: "Cancelled" }),
];

describe("the maturity ladder on production-shaped legs", () => {
  let database: Database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-ladder-"));

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    await database.db.insert(bookCustomers).values([{ id: ACME, companyName: "Acme Ltd", raw: {} }]);
    await database.db.insert(bookLegs).values(legs);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("buckets open legs by status even when the service filled their completed and cancelled dates", async () => {
    const ladder = await maturityLadder(database.db, {}, TODAY, 6);
    expect(ladder.pairs).toHaveLength(1);
    const eurUsd = ladder.pairs[0]!;
    // Week 1 (26 Nov–2 Dec): the four Active legs and the open one without a status; never Completed or Cancelled.
    // Amounts: only what is readable is summed; the leg without any amount is counted, not summed.
    expect(eurUsd.cells.get("w1")).toMatchObject({
      count: 5,
      fromAmount: "3000",
      toAmount: "4400",
      fromUnknown: 2,
      toUnknown: 1,
    });
    expect(eurUsd.cells.get("overdue")).toMatchObject({ count: 1, fromAmount: "1000" });
    expect(eurUsd.count).toBe(6);
  });
});
