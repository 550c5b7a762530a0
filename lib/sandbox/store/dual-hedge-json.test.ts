import { asc, count, eq } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { sandboxCustomers, sandboxDualHedges, sandboxHedges } from "@/lib/db/schema/sandbox";
import { loadSandboxConfig } from "../config";
import { DualHedgeListSchema } from "../schemas/resources";
import { seedIfEmpty } from "../seed";
import { manualClock, openTestDatabase } from "../test-support/app";
import { listDualHedges } from "./dual-hedges";
import { toDualHedge } from "./rows";

/**
 * The list's JSON written by the database (dual-hedge-json.ts) must be, byte for byte once it has
 * been through the response's schema, what toDualHedge makes of the same rows: on the seed, and
 * on values the seed never has (text to escape, nulls, long and trailing-zero decimals).
 */

function postgresUrl(): string | undefined {
  try {
    return inject("postgresUrl");
  } catch {
    return undefined; // run without the global setup: PGlite only
  }
}

type Opened = { database: Database; dispose: () => Promise<void> };

async function openPostgres(baseUrl: string): Promise<Opened> {
  const name = `sandbox_json_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: "unused" });
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

async function openPglite(): Promise<Opened> {
  const database = await openTestDatabase();
  return { database, dispose: () => database.dispose() };
}

const baseUrl = postgresUrl();
const engines = [
  { engine: "PGlite", open: openPglite },
  ...(baseUrl ? [{ engine: "Postgres", open: () => openPostgres(baseUrl) }] : []),
];

describe.each(engines)("dual hedges as JSON from the database ($engine)", ({ open }) => {
  let opened: Opened;

  beforeAll(async () => {
    opened = await open();
    const { db } = opened.database;
    await seedIfEmpty(db, loadSandboxConfig({}), manualClock("2026-11-21T09:00:00Z"));
    // Values the seed does not produce, on the first few legs.
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
      .set({ status: "Cancelled", cancelledAt: "2026-11-20", spotRate: "0.000012340", toCurrencyAmount: "0" })
      .where(eq(sandboxHedges.id, b));
    await db
      .update(sandboxHedges)
      .set({ status: "Completed", completedAt: "2026-11-19", completedAtTs: 1795000000, fundsReceivedAt: "2026-11-18" })
      .where(eq(sandboxHedges.id, c));
    await db.update(sandboxHedges).set({ externalMarkupPct: "12345678901234.5678" }).where(eq(sandboxHedges.id, d));
  });

  afterAll(async () => {
    await opened?.dispose();
  });

  it("matches toDualHedge on every page of every customer, and the empty page past the end", async () => {
    const { db } = opened.database;
    const customers = await db.select({ id: sandboxCustomers.id }).from(sandboxCustomers);
    let compared = 0;
    for (const { id: customerId } of customers) {
      const duals = await db
        .select()
        .from(sandboxDualHedges)
        .where(eq(sandboxDualHedges.customerId, customerId))
        .orderBy(asc(sandboxDualHedges.listPosition));
      const legs = await db.select().from(sandboxHedges).where(eq(sandboxHedges.customerId, customerId));
      const expected = duals.map((dual) => toDualHedge(dual, legs.filter((leg) => leg.dualHedgeId === dual.id)));
      const perPage = 3;
      for (let page = 1; page <= Math.ceil(duals.length / perPage) + 1; page++) {
        const { dualHedgesJson, total } = await listDualHedges(db, customerId, { page, perPage });
        const pagination = { page, perPage, totalResults: total };
        const fromSql = DualHedgeListSchema.parse({ dualHedges: JSON.parse(dualHedgesJson), pagination });
        const fromRows = DualHedgeListSchema.parse({ dualHedges: expected.slice((page - 1) * perPage, page * perPage), pagination });
        expect(JSON.stringify(fromSql)).toBe(JSON.stringify(fromRows));
        expect(total).toBe(duals.length);
        compared += fromSql.dualHedges.length;
      }
    }
    const [all] = await db.select({ n: count() }).from(sandboxDualHedges);
    expect(compared).toBe(all?.n);
  });
});
