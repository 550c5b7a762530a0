import { count } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { sandboxConversions, sandboxCustomers, sandboxHedges } from "@/lib/db/schema/sandbox";
import { loadSandboxConfig } from "./config";
import { resetSandbox, seedIfEmpty } from "./seed";
import { manualClock } from "./test-support/app";

/** Two processes on one Postgres (Next and `npm run sandbox`, say) must seed once between them. */

function postgresUrl(): string | undefined {
  try {
    return inject("postgresUrl");
  } catch {
    return undefined; // run without the global setup: nothing to test against
  }
}

const baseUrl = postgresUrl();
const name = `sandbox_seed_${process.pid}_${Date.now()}`;
const config = loadSandboxConfig({});
const clock = manualClock("2026-11-21T09:00:00Z");
let first: Database;
let second: Database;

describe.skipIf(!baseUrl)("seeding on a shared Postgres", () => {
  beforeAll(async () => {
    const admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    // Two pools stand for two processes: each migrates (one waits for the other) and seeds.
    [first, second] = await Promise.all([
      openDatabase({ url: url.toString(), dataDir: "unused" }),
      openDatabase({ url: url.toString(), dataDir: "unused" }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    const admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  });

  it("inserts the demo data exactly once when both start together", async () => {
    const seeded = await Promise.all([seedIfEmpty(first.db, config, clock), seedIfEmpty(second.db, config, clock)]);
    expect([...seeded].sort()).toEqual([false, true]);
    const [customers] = await first.db.select({ n: count() }).from(sandboxCustomers);
    const [legs] = await first.db.select({ n: count() }).from(sandboxHedges);
    expect(customers?.n).toBe(12);
    expect(legs?.n).toBe(240); // the demo block's 120 dual hedges, two legs each
    expect(await seedIfEmpty(second.db, config, clock)).toBe(false);
  });

  it("reseeds the same data on reset", async () => {
    const [before] = await first.db.select().from(sandboxCustomers).orderBy(sandboxCustomers.id).limit(1);
    await resetSandbox(second.db, config, clock);
    const [after] = await first.db.select().from(sandboxCustomers).orderBy(sandboxCustomers.id).limit(1);
    expect(after).toEqual(before);
    const [conversions] = await first.db.select({ n: count() }).from(sandboxConversions);
    expect(conversions?.n).toBe(150);
  });
});
