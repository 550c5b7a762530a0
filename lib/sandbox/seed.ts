import { getTableName, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  sandboxConversions,
  sandboxCustomers,
  sandboxDrawdowns,
  sandboxDualHedges,
  sandboxHedges,
  sandboxMeta,
  sandboxTables,
} from "@/lib/db/schema/sandbox";
import type { Clock } from "./clock";
import type { SandboxConfig } from "./config";
import { insertBulkData } from "./demo-data/bulk";
import { generateDemoData } from "./demo-data/index";
import { withListPositions } from "./demo-data/positions";
import type { Tx } from "./store/rows";
import { NUMBER_UPDATE_DAYS_SQL } from "./store/update-days";

/** Deterministic demo data (SANDBOX_SEED) relative to the seeding day: the demo block in JS, further SANDBOX_SEED_SCALE blocks in SQL. */

const SEED_KEY = "seeded";

export async function insertDemoData(tx: Tx, config: SandboxConfig, clock: Clock): Promise<void> {
  const options = { seed: config.seed, scale: config.seedScale, today: clock.today(), nowTs: clock.nowTs() };
  const data = generateDemoData({ ...options, scale: 1 });
  await tx.insert(sandboxCustomers).values(data.customers);
  const seeds = [...data.dualHedges()];
  const duals = withListPositions(
    seeds.map((seed) => seed.dual),
    (dual) => dual.customerId,
    (dual) => dual.createdTs,
  );
  await tx.insert(sandboxDualHedges).values(duals);
  const positionOf = new Map(duals.map((dual) => [dual.id, dual.listPosition]));
  const legs = seeds.flatMap((seed) =>
    seed.legs.map((leg) => ({ ...leg, dualListPosition: positionOf.get(leg.dualHedgeId) ?? 0 })),
  );
  await tx.insert(sandboxHedges).values(legs);
  await tx.insert(sandboxDrawdowns).values(seeds.flatMap((seed) => seed.drawdowns));
  const conversions = withListPositions(
    [...data.conversions()],
    (row) => row.organizationId,
    (row) => row.acceptedAtTs,
  );
  await tx.insert(sandboxConversions).values(conversions);
  await insertBulkData(tx, options);
  await tx.execute(sql.raw(NUMBER_UPDATE_DAYS_SQL));
}

/** One transaction that first claims the `seeded` marker, so a second process on the same Postgres inserts nothing. */
export async function seedIfEmpty(db: Db, config: SandboxConfig, clock: Clock): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sandboxMeta)
      .values({
        key: SEED_KEY,
        value: JSON.stringify({ seed: config.seed, scale: config.seedScale, day: clock.today() }),
      })
      .onConflictDoNothing()
      .returning({ key: sandboxMeta.key });
    if (claimed.length === 0) return false;
    await insertDemoData(tx, config, clock);
    return true;
  });
  // Fresh statistics for the planner, and a visibility map so deep pages scan only the index.
  if (seeded) await db.execute(sql.raw(`VACUUM ANALYZE ${sandboxTableNames()}`));
  return seeded;
}

const sandboxTableNames = () => sandboxTables.map((table) => `"${getTableName(table)}"`).join(", ");

// One seeding per database per process, even when many first requests arrive at once.
const globalForSeed = globalThis as unknown as { sandboxSeeding?: WeakMap<Db, Promise<void>> };

export function ensureSeeded(db: Db, config: SandboxConfig, clock: Clock): Promise<void> {
  const pending = (globalForSeed.sandboxSeeding ??= new WeakMap());
  let seeding = pending.get(db);
  if (!seeding) {
    seeding = seedIfEmpty(db, config, clock).then(
      () => undefined,
      (error: unknown) => {
        pending.delete(db);
        throw error;
      },
    );
    pending.set(db, seeding);
  }
  return seeding;
}

export async function resetSandbox(db: Db, config: SandboxConfig, clock: Clock): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${sandboxTableNames()}`));
  globalForSeed.sandboxSeeding?.delete(db);
  await seedIfEmpty(db, config, clock);
}
