import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/** Two instances on one Postgres, each a real process running the book's sync as the server starts it. */

const baseUrl = inject("postgresUrl");
const name = `book_sync_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-book-cluster-"));
const children: ChildProcess[] = [];
let admin: Client;
let upstream: Awaited<ReturnType<typeof import("../actions/sandbox-upstream").startSandboxUpstream>>;

async function passes() {
  const { rows } = await admin.query<{
    id: string;
    instance: string;
    status: string;
    started_at: Date;
    finished_at: Date | null;
    calls: number;
  }>("select id, instance, status, started_at, finished_at, calls from book_sync_passes order by id");
  return rows;
}

function startSyncer(mode: "passes" | "schedule"): ChildProcess {
  const child = spawn(
    process.execPath,
    ["--conditions", "react-server", "--import", "tsx", "test/book/support/syncer-process.ts"],
    {
      cwd: process.cwd(),
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(dataDir, "unused"),
        HEDGING_API_BASE_URL: upstream.baseUrl,
        HEDGING_API_CLIENT_ID: "sandbox-partner",
        HEDGING_API_CLIENT_SECRET: "sandbox-secret",
        HEDGING_SYNC_ENABLED: "1",
        HEDGING_SYNC_MODE: mode,
        HEDGING_SYNC_START_DELAY_SECONDS: "0",
        HEDGING_SYNC_INTERVAL_SECONDS: "10",
        HEDGING_SYNC_RATE_PER_SECOND: "20",
        HEDGING_SYNC_CONCURRENCY: "1",
        LOG_LEVEL: "warn",
      },
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.on("exit", (code, signal) => {
    if (signal !== "SIGKILL" && signal !== "SIGTERM") console.error(`syncer exited ${code ?? signal}:\n${output}`);
  });
  children.push(child);
  return child;
}

const until = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe("one syncer across instances on Postgres", () => {
  beforeAll(async () => {
    admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    // The sandbox (the instances' hedging service) lives in this process, on the same database.
    process.env.DATABASE_URL = databaseUrl;
    process.env.DATA_DIR = path.join(dataDir, "unused");
    const { startSandboxUpstream } = await import("../actions/sandbox-upstream");
    upstream = await startSandboxUpstream();
    // Each answer held a while, so a pass lasts long enough to be caught in the middle.
    const { setFaultPlan } = await import("@/lib/sandbox/fault-plan");
    setFaultPlan({ rules: [{ method: "GET", fail: 0, delayResponseMs: 400 }] });
  }, 120_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await upstream?.close();
    const { closeDatabase } = await import("@/lib/db");
    await closeDatabase();
    await admin?.end();
    const drop = new Client({ connectionString: baseUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs exactly one pass at a time, and the other instance takes over when the syncing one is killed", async () => {
    const first = startSyncer("passes");
    const second = startSyncer("passes");
    const running = await until("a pass to start", async () => {
      const rows = await passes();
      return rows.find((row) => row.status === "running"); // a pass lasts 15 calls x 400 ms at least
    });
    // Both looked at start-up; only one got the lock.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const meanwhile = await passes();
    expect(meanwhile).toHaveLength(1);
    const holder = [first, second].find((child) => running.instance.endsWith(`:${child.pid}`));
    const other = holder === first ? second : first;
    expect(holder).toBeDefined();

    holder!.kill("SIGKILL"); // mid-pass: its row stays "running", Postgres frees its lock with its connection
    const takenOver = await until(
      "the other instance's pass",
      async () => {
        const rows = await passes();
        return rows.find((row) => row.instance.endsWith(`:${other.pid}`) && row.status === "succeeded");
      },
      90_000,
    );
    const rows = await passes();
    expect(rows.find((row) => row.id === running.id)?.status).toBe("abandoned");
    // Never two at once: each pass started after the one before it ended.
    for (let index = 1; index < rows.length; index += 1) {
      const before = rows[index - 1]!;
      expect(before.finished_at).not.toBeNull();
      expect(rows[index]!.started_at.getTime()).toBeGreaterThanOrEqual(before.finished_at!.getTime());
    }
    expect(rows.filter((row) => row.status === "running")).toHaveLength(0);
    expect(takenOver.calls).toBeGreaterThan(0);
    other.kill("SIGKILL");
  }, 150_000);

  it("the scheduled sync: one instance holds it, and the other takes over where the schedule was", async () => {
    const since = Math.max(0, ...(await passes()).map((row) => Number(row.id)));
    const ours = async () => (await passes()).filter((row) => Number(row.id) > since);
    const first = startSyncer("schedule");
    const second = startSyncer("schedule");
    const running = await until("the scheduled sync to start", async () =>
      (await ours()).find((r) => r.status === "running"),
    );
    const holder = [first, second].find((child) => running.instance.endsWith(`:${child.pid}`))!;
    const other = holder === first ? second : first;
    // A few customers read (each answer held 400 ms), then the holder dies mid-read.
    const read = await until("three customers read", async () => {
      const { rows } = await admin.query<{ id: string }>(
        "select id from book_customers where read_tried_at is not null",
      );
      return rows.length >= 3 ? rows.map((row) => row.id) : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    holder.kill("SIGKILL");
    const { rows: done } = await admin.query<{ id: string }>(
      "select id from book_customers where read_tried_at is not null",
    );
    const requestsAtKill = upstream.requests.length;
    await until("the survivor's scheduled sync", async () =>
      (await ours()).find((r) => r.instance.endsWith(`:${other.pid}`) && r.status === "running"),
    );
    // The survivor reads on from the stored schedule: the customers read before are not read again first.
    const readNext = await until(
      "the survivor's first reads",
      async () => {
        const paths = upstream.requests
          .slice(requestsAtKill)
          .map((request) => /\/customers\/([^/]+)\/dual-hedges$/.exec(request.path)?.[1])
          .filter((id): id is string => id !== undefined);
        return paths.length >= 3 ? paths : undefined;
      },
      60_000,
    );
    expect(read.length).toBeGreaterThanOrEqual(3);
    for (const id of done.map((row) => row.id)) expect(readNext).not.toContain(id);
    const rows = await ours();
    expect(rows.find((row) => row.id === running.id)?.status).toBe("abandoned");
    expect(rows.filter((row) => row.status === "running")).toHaveLength(1);
    other.kill("SIGKILL");
  }, 150_000);
});
