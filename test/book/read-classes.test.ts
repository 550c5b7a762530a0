import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-read-classes-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { recordCustomers, recordDualHedge } = await import("@/lib/book/store");
const { completeCustomerRead } = await import("@/lib/book/read-outcomes");
const { judgeReadClasses } = await import("@/lib/book/read-classes");
const { customerSchema, dualHedgeSchema } = await import("@/lib/wire");
const { getDb, closeDatabase } = await import("@/lib/db");
const { approvalRequests, bookCustomers } = await import("@/lib/db/schema");

const today = "2026-11-25"; // a Wednesday: five business days reach 2026-12-01
const rules = { soonBusinessDays: 5, mtmThresholdPct: "2" };

async function customerWith(id: string, legs: Record<string, unknown>[], { read = true } = {}) {
  await recordCustomers([customerSchema.parse({ id, companyName: id })]);
  if (legs.length > 0) {
    const hedges = legs.map((leg, i) => ({ id: `${id}-leg-${i}`, ...leg }));
    await recordDualHedge(id, dualHedgeSchema.parse({ id: `${id}-dh`, customerId: id, hedges }));
  }
  if (read) await completeCustomerRead(id, new Date(Date.now() + 1000), { markNotSeen: false });
}

async function classes_() {
  const rows = await (
    await getDb()
  )
    .select({ id: bookCustomers.id, readClass: bookCustomers.readClass })
    .from(bookCustomers);
  return Object.fromEntries(rows.map((row) => [row.id, row.readClass]));
}

beforeAll(async () => {
  await getDb();
  await customerWith("never-read", [], { read: false });
  await customerWith("none", []);
  await customerWith("done", [{ status: "Completed", endAt: "2026-01-10" }]);
  await customerWith("later", [{ status: "Active", endAt: "2027-06-30", adjustedMtmChangePct: 1.5 }]);
  await customerWith("ending", [{ status: "Active", endAt: "2026-12-01" }]);
  await customerWith("overdue", [{ status: "Overdue", endAt: "2026-11-01" }]);
  await customerWith("in-process", [{ status: "InProcess", endAt: "2026-11-20" }]);
  await customerWith("mtm", [{ status: "Active", endAt: "2027-06-30", adjustedMtmChangePct: -2.5 }]);
  await customerWith("settling", [{ status: "Active", endAt: "2027-06-30", settlementAt: "2026-11-27" }]);
});

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the read class, judged from the book", () => {
  it("sorts customers into attention, new, active and quiet by what their legs say", async () => {
    const changed = await judgeReadClasses(await getDb(), today, rules);
    expect(await classes_()).toEqual({
      "never-read": "new",
      none: "quiet",
      done: "quiet",
      later: "active",
      ending: "attention",
      overdue: "attention",
      "in-process": "attention",
      mtm: "attention",
      settling: "attention",
    });
    // "never-read" was new already: only the others moved.
    expect(changed.map((c) => c.id).sort()).not.toContain("never-read");
    expect(changed).toHaveLength(8);
  });

  it("moves a customer as the book changes: its leg ends soon, then completes", async () => {
    const db = await getDb();
    await customerWith("later", [{ status: "Active", endAt: "2026-11-30" }]);
    expect(await judgeReadClasses(db, today, rules, ["later"])).toEqual([{ id: "later", readClass: "attention" }]);
    await customerWith("later", [{ status: "Completed", endAt: "2026-11-30" }]);
    expect(await judgeReadClasses(db, today, rules, ["later"])).toEqual([{ id: "later", readClass: "quiet" }]);
    expect(await judgeReadClasses(db, today, rules)).toEqual([]); // nothing else moved
  });

  it("a pending approval request on a quiet customer makes it need attention", async () => {
    const db = await getDb();
    await db.insert(approvalRequests).values({
      action: "cancelDualHedge",
      requestedBy: "u-1",
      requestedByEmail: "maker@test",
      expiresAt: new Date(Date.now() + 86_400_000),
      customerId: "done",
      dualHedgeId: "done-dh",
    });
    expect(await judgeReadClasses(db, today, rules, ["done"])).toEqual([{ id: "done", readClass: "attention" }]);
  });
});

describe("the reads' ages per class", () => {
  it("counts each class's customers, the calls one round costs, and how old their reads are", async () => {
    const { readAgesByClass } = await import("@/lib/book/read-ages");
    const db = await getDb();
    await judgeReadClasses(db, today, rules);
    const { classes, listPages } = await readAgesByClass(db, 100);
    const stored = await classes_();
    const count = (name: string) => Object.values(stored).filter((c) => c === name).length;
    for (const name of ["attention", "new", "active", "quiet"] as const) {
      expect(classes[name].customers).toBe(count(name));
      expect(classes[name].calls).toBe(count(name)); // one dual hedge each at most: one page each
    }
    expect(classes.new.neverRead).toBe(1);
    expect(classes.attention.oldestMs).toBeGreaterThanOrEqual(classes.attention.p95Ms!);
    expect(classes.attention.oldestMs).toBeLessThan(600_000);
    expect(listPages).toEqual({ customers: 1, conversions: 1 }); // a page of customers, a page of (no) conversions
  });
});
