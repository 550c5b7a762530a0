import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { type Database, openDatabase } from "@/lib/db";
import { sandboxCustomers, sandboxDualHedges, sandboxHedges } from "@/lib/db/schema/sandbox";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { loadSandboxConfig } from "@/lib/sandbox/config";
import { DualHedgeSchema } from "@/lib/sandbox/schemas/resources";
import { seedIfEmpty } from "@/lib/sandbox/seed";
import { manualClock, openTestDatabase } from "@/test/sandbox/support/app";
import { listDualHedges } from "@/lib/sandbox/store/dual-hedge-store";
import { toDualHedge } from "@/lib/sandbox/store/rows";

/**
 * The list's JSON written by the database (dual-hedge-json.ts) is sent as is, so it must be what
 * the handler sent before from the same rows (toDualHedge, the strict schema, JSON.stringify):
 * byte for byte on the seed, and the same values on what the seed never has.
 */

type Opened = { database: Database; dispose: () => Promise<void> };

async function openPostgres(baseUrl: string): Promise<Opened> {
  const { url, drop } = await createPostgresDatabase(baseUrl, "sandbox_json");
  const database = await openDatabase({ url, dataDir: "unused" });
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

async function openPglite(): Promise<Opened> {
  const database = await openTestDatabase();
  return { database, dispose: () => database.dispose() };
}

const baseUrl = inject("postgresUrl");
const engines = [
  { engine: "PGlite", open: openPglite },
  { engine: "Postgres", open: () => openPostgres(baseUrl) },
];

/** Every page (3 per page) of every customer, and the empty page past the end, both ways. */
async function comparePages(db: Database["db"]): Promise<{ sql: string; rows: string; semantic: boolean }[]> {
  const customers = await db.select({ id: sandboxCustomers.id }).from(sandboxCustomers);
  const pages = [];
  for (const { id: customerId } of customers) {
    const duals = await db
      .select()
      .from(sandboxDualHedges)
      .where(eq(sandboxDualHedges.customerId, customerId))
      .orderBy(asc(sandboxDualHedges.listPosition));
    const legs = await db.select().from(sandboxHedges).where(eq(sandboxHedges.customerId, customerId));
    const expected = duals.map((dual) =>
      toDualHedge(
        dual,
        legs.filter((leg) => leg.dualHedgeId === dual.id),
      ),
    );
    const perPage = 3;
    for (let page = 1; page <= Math.ceil(duals.length / perPage) + 1; page++) {
      const { dualHedgesJson, total } = await listDualHedges(db, customerId, { page, perPage });
      expect(total).toBe(duals.length);
      // What the handler sent before: the rows through toDualHedge, the schema and JSON.stringify.
      const rows = JSON.stringify(z.array(DualHedgeSchema).parse(expected.slice((page - 1) * perPage, page * perPage)));
      const semantic = JSON.stringify(z.array(DualHedgeSchema).parse(JSON.parse(dualHedgesJson))) === rows;
      pages.push({ sql: dualHedgesJson, rows, semantic });
    }
  }
  return pages;
}

describe.each(engines)("dual hedges as JSON from the database ($engine)", ({ open }) => {
  let opened: Opened;

  beforeAll(async () => {
    opened = await open();
    await seedIfEmpty(opened.database.db, loadSandboxConfig({}), manualClock("2026-11-21T09:00:00Z"));
  });

  afterAll(async () => {
    await opened?.dispose();
  });

  it("writes the seed's pages byte for byte as toDualHedge and JSON.stringify did", async () => {
    const pages = await comparePages(opened.database.db);
    expect(pages.filter((p) => p.sql !== "[]").length).toBeGreaterThan(10);
    for (const page of pages) expect(page.sql).toBe(page.rows);
  });

  it("writes values the seed never has (text to escape, nulls, long decimals) as the same JSON values", async () => {
    const { db } = opened.database;
    const legs = await db.select({ id: sandboxHedges.id }).from(sandboxHedges).orderBy(asc(sandboxHedges.id)).limit(4);
    const [a, b, c, d] = legs.map((leg) => leg.id) as [string, string, string, string];
    await db
      .update(sandboxHedges)
      .set({
        externalTransactionId: 'q"uote\\back\nline\ttab \u0001 é €',
        externalCustomerId: "</script>\u2028",
        externalMarkupPct: null,
        initialCollateralReceivedAt: null,
        quote: "1.234567890123456789012345",
        adjustedMtmChangePct: "-0.0370",
        fromCurrencyAmount: "1000.00",
      })
      .where(eq(sandboxHedges.id, a));
    await db
      .update(sandboxHedges)
      .set({ status: "Cancelled", cancelledAt: "2026-11-20", spotRate: "0.000012340", toCurrencyAmount: "0.00" })
      .where(eq(sandboxHedges.id, b));
    await db
      .update(sandboxHedges)
      .set({ status: "Completed", completedAt: "2026-11-19", completedAtTs: 1795000000, fundsReceivedAt: "2026-11-18" })
      .where(eq(sandboxHedges.id, c));
    await db.update(sandboxHedges).set({ externalMarkupPct: "12345678901234.5678" }).where(eq(sandboxHedges.id, d));

    const pages = await comparePages(db);
    const edited = pages.filter((page) => [a, b, c, d].some((id) => page.rows.includes(id)));
    expect(edited.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.semantic, page.sql).toBe(true);
    // Equal values, not always equal text: 25 significant digits are more than a double holds.
    expect(edited.some((page) => page.sql.includes("1.234567890123456789012345"))).toBe(true);
  });
});
