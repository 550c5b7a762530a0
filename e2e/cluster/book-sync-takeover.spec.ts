import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { launchServer, type Server } from "../../scripts/launch.mjs";

// The book's scheduled sync across two instances on one Postgres: exactly one runs it, and when that one dies (SIGKILL:
// no clean-up, its lock freed only by Postgres dropping its connection) the other takes over where the schedule was:
// it reads next the customers the dead one had not reached, and none it had just read. Two instances of its own, on a
// database of its own, so killing one never touches the instances the other cluster specs use.

const root = path.resolve(import.meta.dirname, "../..");
const postgresUrl = process.env.CLUSTER_POSTGRES_URL;
const ports = (process.env.CLUSTER_SPARE_PORTS ?? "").split(",").filter(Boolean).map(Number);
/** The survivor looks every 10 s (the interval's floor); its pass starts within one look after the lock is freed. */
const TAKE_OVER_WITHIN_MS = 30_000;

type PassRow = { id: number; instance: string; status: string; started_at: Date; finished_at: Date | null };
type ReadRow = { id: string; read_tried_at: Date | null };

test("one instance runs the book's scheduled sync; killed, the other takes over where the schedule was", async () => {
  test.setTimeout(240_000);
  expect(postgresUrl, "run by 'npm run test:cluster', which passes a Postgres").toBeTruthy();
  expect(ports.length, "run by 'npm run test:cluster', which passes two spare ports").toBeGreaterThanOrEqual(2);
  const database = `book_takeover_${Date.now()}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = Object.assign(new URL(postgresUrl!), { pathname: `/${database}` }).toString();
  const canaries = JSON.parse(readFileSync(path.join(root, "e2e", "canaries.json"), "utf8")) as Record<string, string>;
  // Each in its own process group: the kill below takes the whole instance.
  const instances: Server[] = ports.slice(0, 2).map((port) =>
    launchServer({
      port,
      group: true,
      logFile: path.join(root, ".tmp", "cluster", `takeover-${port}.log`),
      env: {
        ...canaries,
        DATABASE_URL: url,
        DATA_DIR: path.join(root, ".tmp", "cluster", `takeover-unused-${port}`),
        HEDGING_API_BASE_URL: "",
        APP_URL: `http://127.0.0.1:${port}`,
        // 36 customers at a slow pace, so the first round of reads lasts long enough to be killed in the middle of it;
        // the maximum ages long enough that no customer read before the kill is due again before the round ends.
        SANDBOX_SEED_SCALE: "3",
        HEDGING_SYNC_ENABLED: "1",
        HEDGING_SYNC_MODE: "schedule",
        HEDGING_SYNC_MAX_AGE_ATTENTION_MINUTES: "30",
        HEDGING_SYNC_MAX_AGE_NEW_MINUTES: "30",
        HEDGING_SYNC_START_DELAY_SECONDS: "0",
        HEDGING_SYNC_INTERVAL_SECONDS: "10",
        HEDGING_SYNC_RATE_PER_SECOND: "2",
        HEDGING_SYNC_CONCURRENCY: "1",
        LOG_LEVEL: "warn",
      },
    }),
  );
  const db = new Client({ connectionString: url });
  try {
    await Promise.all(instances.map((instance) => instance.ready()));
    await db.connect();
    const passes = async () =>
      (
        await db.query<PassRow>(
          "select id, instance, status, started_at, finished_at from book_sync_passes order by id",
        )
      ).rows;

    const reads = async () =>
      (await db.query<ReadRow>("select id, read_tried_at from book_customers order by id")).rows;

    // Both instances look at once on start: one runs the schedule, never two (sampled while it runs).
    await expect.poll(async () => (await passes()).length, { timeout: 60_000 }).toBeGreaterThan(0);
    for (let sample = 0; sample < 6; sample++) {
      const running = (await passes()).filter((pass) => pass.status === "running");
      expect(running.length, JSON.stringify(running)).toBeLessThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const all = await passes();
    expect(all, "the scheduled sync runs as one pass row until stopped").toHaveLength(1);
    const [first] = all;
    expect(first!.status).toBe("running");
    // Killed in the middle of its first round: some customers read, others not yet.
    await expect
      .poll(async () => (await reads()).filter((customer) => customer.read_tried_at).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(4);

    // The instance named on the row (host:pid) is the one to kill; the pid is that instance's process group.
    const pid = Number(first!.instance.split(":").at(-1));
    const syncer = instances.find((instance) => instance.pid === pid || processGroup(pid) === instance.pid);
    expect(syncer, `pass ${first!.id} ran on ${first!.instance}, none of ours`).toBeDefined();
    const survivor = instances.find((instance) => instance !== syncer)!;
    process.kill(-syncer!.pid, "SIGKILL");
    const killedAt = Date.now();
    // What the dead instance had read: every read tried before the kill (the survivor's come after it).
    const atKill = new Map(
      (await reads()).map((customer) => {
        const at = customer.read_tried_at?.getTime() ?? null;
        return [customer.id, at !== null && at <= killedAt ? at : null];
      }),
    );
    const readBefore = [...atKill].filter(([, at]) => at !== null).map(([id]) => id);
    expect(readBefore.length, "the first round was over before the kill: slow the pace").toBeLessThan(atKill.size);

    await expect
      .poll(async () => (await passes()).find((pass) => pass.id !== first!.id)?.instance ?? null, {
        timeout: TAKE_OVER_WITHIN_MS,
        intervals: [500],
      })
      .not.toBeNull();
    const tookOverMs = Date.now() - killedAt;
    const after = await passes();
    const second = after.find((pass) => pass.id !== first!.id)!;
    expect(second.instance).not.toBe(first!.instance);
    expect(Number(second.instance.split(":").at(-1))).not.toBe(pid);
    // The survivor, taking the lock, closed the dead instance's pass as abandoned.
    expect(after.find((pass) => pass.id === first!.id)!.status).toBe("abandoned");
    expect(after.filter((pass) => pass.status === "running").length).toBeLessThanOrEqual(1);
    // The schedule goes on where it was: the survivor reads every customer the dead one had not reached, and none of
    // those it had read (their reads stand, not due again for minutes), so no customer is read twice in a row.
    await expect
      .poll(async () => (await reads()).filter((customer) => customer.read_tried_at === null).length, {
        timeout: 90_000,
        intervals: [1_000],
      })
      .toBe(0);
    const afterRound = await reads();
    for (const customer of afterRound) {
      const before = atKill.get(customer.id) ?? null;
      if (before !== null) expect(customer.read_tried_at!.getTime(), `${customer.id} read again`).toBe(before);
      else expect(customer.read_tried_at!.getTime(), `${customer.id} read by the survivor`).toBeGreaterThan(killedAt);
    }
    // And the survivor still serves: the take-over is not a crash.
    expect((await fetch(`${survivor.url}/api/health`)).status).toBe(200);
    test.info().annotations.push({
      type: "take-over",
      description: `${tookOverMs} ms after SIGKILL; ${readBefore.length} of ${atKill.size} customers read before it, the rest after`,
    });
  } catch (error) {
    for (const instance of instances)
      console.error(`[takeover] the instance on ${instance.port}:\n${instance.output()}`);
    throw error;
  } finally {
    await db.end().catch(() => undefined);
    for (const instance of instances) await instance.stop("SIGTERM", 10_000);
  }
});

/** The process group of `pid` (field 5 of /proc/pid/stat), or null once it is gone. */
function processGroup(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[2]);
  } catch {
    return null;
  }
}
