import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { sandboxConversions, sandboxCustomers, sandboxHedges } from "@/lib/db/schema/sandbox";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { loadSandboxConfig } from "@/lib/sandbox/config";
import { resetSandbox, seedIfEmpty } from "@/lib/sandbox/seed";
import { manualClock } from "@/test/sandbox/support/app";

/** Two processes on one Postgres (Next and `npm run sandbox`, say) must seed once between them. */

const baseUrl = inject("postgresUrl");
const config = loadSandboxConfig({});
const clock = manualClock("2026-11-21T09:00:00Z");
let first: Database;
let second: Database;
let dropDatabase: (() => Promise<void>) | undefined;

describe("seeding on a shared Postgres", () => {
  beforeAll(async () => {
    const { url, drop } = await createPostgresDatabase(baseUrl, "sandbox_seed");
    dropDatabase = drop;
    // Two pools stand for two processes: each migrates (one waits for the other) and seeds.
    [first, second] = await Promise.all([
      openDatabase({ url, dataDir: "unused" }),
      openDatabase({ url, dataDir: "unused" }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropDatabase?.();
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
