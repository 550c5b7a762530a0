import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

// A database of this file's own (PGlite), so renaming a table here touches no other test.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-mutation-lock-"));
process.env.DATA_DIR = dataDir;

const { withMutationLock } = await import("@/lib/locks/mutation-lock");
const { getDb, closeDatabase } = await import("@/lib/db");
const { sql } = await import("drizzle-orm");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const lock = { key: "cancel:test", action: "cancelDualHedge", staffUserId: "staff-1" };

it("a lock that cannot be released never turns a mutation that went through into a failure", async () => {
  const db = await getDb();
  const result = await withMutationLock(lock, async () => {
    // The database loses the lock table mid-call: the release after the mutation fails.
    await db.execute(sql`alter table mutation_locks rename to mutation_locks_away`);
    return "cancelled";
  });
  expect(result).toBe("cancelled");
  await db.execute(sql`alter table mutation_locks_away rename to mutation_locks`);
  // The lock stays until it expires; a second send meanwhile is refused, as while in flight.
  await expect(withMutationLock(lock, async () => "again")).rejects.toThrow("already being sent");
});
