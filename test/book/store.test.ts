import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-book-store-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { recordDualHedge, recordConversions } = await import("@/lib/book/store");
const { dualHedgeSchema, conversionSchema } = await import("@/lib/wire");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookConversions, bookDualHedges, bookLegs } = await import("@/lib/db/schema");
const { eq } = await import("drizzle-orm");

beforeAll(async () => {
  await getDb(); // opening and migrating a fresh PGlite takes a while on a busy machine
});

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("recording what was read", () => {
  it("keeps amounts as the service wrote them, dates only when they are days, and the raw object", async () => {
    const body =
      '{"id":"dh-1","customerId":"c-1","issuedAt":"2026-11-21","fromCurrency":"EUR","toCurrency":"USD","rate":1.08500,' +
      '"hedges":[{"id":"leg-1","status":"Active","fromCurrencyAmount":12345678901234567.89,"toCurrencyAmount":1000.10,' +
      '"endAt":"2026-02-30","settlementAt":"2026-12-01T00:00:00Z","overdueAt":"2026-12-31","quote":"not a number"},' +
      '{"status":"Active"}]}';
    const dualHedge = dualHedgeSchema.parse(JSON.parse(body));
    const recorded = await recordDualHedge("c-1", dualHedge, { body });
    expect(recorded.rows).toBe(2);
    const db = await getDb();
    const [leg] = await db.select().from(bookLegs).where(eq(bookLegs.id, "leg-1"));
    expect(leg).toMatchObject({
      fromCurrencyAmount: "12345678901234567.89", // a double would have made it ...568
      toCurrencyAmount: "1000.10",
      endAt: null, // no such day
      settlementAt: null, // not YYYY-MM-DD
      overdueAt: "2026-12-31",
      quote: null, // unreadable: unknown, never made up
      customerId: "c-1",
      lastSeenPass: null,
    });
    expect(leg!.raw).toMatchObject({ quote: "not a number", endAt: "2026-02-30" });
    const [head] = await db.select().from(bookDualHedges).where(eq(bookDualHedges.id, "dh-1"));
    expect(head).toMatchObject({ rate: "1.08500", legCount: 1, unreadableLegs: 1, issuedAt: "2026-11-21" });
    // The stored leg is on its own row; the unreadable one stays in the dual hedge's raw.
    expect((head!.raw as { hedges: unknown[] }).hedges).toEqual([{ status: "Active" }]);
  });

  it("says whether a conversion's completion is known", async () => {
    const items = [{ id: "cv-1", completedAt: null }, { id: "cv-2", completedAt: "2026-11-20" }, { id: "cv-3" }].map(
      (item) => conversionSchema.parse(item),
    );
    await recordConversions(items);
    const rows = await (await getDb()).select().from(bookConversions).orderBy(bookConversions.id);
    expect(rows.map((row) => [row.id, row.completedAt, row.completedKnown])).toEqual([
      ["cv-1", null, true],
      ["cv-2", "2026-11-20", true],
      ["cv-3", null, false],
    ]);
  });
});
