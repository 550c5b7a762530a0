import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { auditEvents, bookCustomers, bookLegs } from "@/lib/db/schema";
import type { DeskSettings } from "@/lib/desk/attention";
import { bookDirectoryPage, directoryCounts, summariesOf } from "@/lib/customers/directory";
import { bookLeg as leg } from "../desk/book-leg";

// The directory's columns from the book: the desk's rules per customer, sorted and filtered in SQL. Embedded database.
const TODAY = "2026-11-26"; // a Thursday: 5 business days end on Wednesday 2 Dec
const settings: DeskSettings = { soonBusinessDays: 5, inProcessBusinessDays: 2, mtmThresholdPct: "2", listLimit: 5 };
const A = "c0000000-0000-4000-8000-00000000000a";
const B = "c0000000-0000-4000-8000-00000000000b";
const C = "c0000000-0000-4000-8000-00000000000c";

const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-directory-"));
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await db()
    .insert(bookCustomers)
    .values([
      { id: A, companyName: "Acme", raw: {}, dualHedgesReadAt: new Date("2026-11-26T09:00:00Z") },
      {
        id: B,
        companyName: "Beta",
        externalCustomerId: "EXT-B",
        raw: {},
        dualHedgesReadAt: new Date("2026-11-25T09:00:00Z"),
      },
      { id: C, companyName: "Gamma", raw: {} },
    ]);
  await db()
    .insert(bookLegs)
    .values([
      leg("a-1", { customerId: A }),
      leg("a-2", { customerId: A, endAt: "2026-11-30" }), // ending soon
      leg("a-3", { customerId: A, status: "Overdue", endAt: "2026-11-02" }),
      leg("a-4", { customerId: A, notSeenSince: new Date("2026-11-20T00:00:00Z") }), // gone: not counted
      leg("b-1", { customerId: B, endAt: "2026-12-02", fromCurrencyAmount: "0" }), // nothing left: not "soon" work
      leg("b-2", { customerId: B, status: "Active", overdueAt: "2026-11-01", endAt: "2026-10-30" }), // overdue by date
      leg("b-3", { customerId: B, status: "Completed", overdueAt: "2026-11-01" }),
    ]);
  await db()
    .insert(auditEvents)
    .values({
      staffUserId: "u",
      staffEmail: "op@test",
      action: "customerNoteAdded",
      customerId: C,
      outcome: "recorded",
      occurredAt: new Date("2026-11-26T10:00:00Z"),
    });
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the customers directory from the book", () => {
  it("counts each customer's Active, overdue and ending-soon legs by the desk's rules", async () => {
    const summaries = await summariesOf(db(), [A, B, C], TODAY, settings);
    expect(summaries.get(A)).toMatchObject({ activeLegs: 2, overdue: 1, endingSoon: 1 });
    expect(summaries.get(B)).toMatchObject({ activeLegs: 2, overdue: 1, endingSoon: 0 });
    expect(summaries.get(C)).toMatchObject({ activeLegs: 0, overdue: 0, endingSoon: 0, readAt: null });
    const [action] = await db().select({ at: auditEvents.occurredAt }).from(auditEvents);
    expect(summaries.get(C)!.lastActivityAt?.getTime()).toBe(action!.at.getTime()); // a staff action on the trail
    expect(summaries.get(A)!.readAt).toEqual(new Date("2026-11-26T09:00:00Z"));
    expect(await directoryCounts(db(), TODAY, settings)).toEqual({ customers: 3, overdue: 2, endingSoon: 1 });
  });

  it("sorts by a column either way, filters by what needs attention, and pages", async () => {
    const ids = async (query: Parameters<typeof bookDirectoryPage>[1]) => {
      const page = await bookDirectoryPage(db(), query, TODAY, settings);
      return { ids: page.items.map((row) => row.id), total: page.total };
    };
    const base = { page: 1, perPage: 25 };
    expect(await ids({ ...base, sort: { key: "read", descending: false } })).toEqual({ ids: [B, A, C], total: 3 });
    expect(await ids({ ...base, sort: { key: "read", descending: true } })).toEqual({ ids: [A, B, C], total: 3 });
    expect(await ids({ ...base, sort: { key: "ending", descending: true } })).toEqual({ ids: [A, B, C], total: 3 });
    expect(await ids({ ...base, has: "overdue" })).toEqual({ ids: [A, B], total: 2 });
    expect(await ids({ ...base, has: "ending" })).toEqual({ ids: [A], total: 1 });
    expect(await ids({ ...base, has: "overdue", externalCustomerId: "EXT-B" })).toEqual({ ids: [B], total: 1 });
    expect(await ids({ page: 2, perPage: 2, sort: { key: "active", descending: true } })).toEqual({
      ids: [C],
      total: 3,
    });
  });
});
