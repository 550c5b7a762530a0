import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { sessionsAreOwn } from "@/lib/book/session-check";
// @ts-expect-error: a plain .mjs script shared with scripts/test.mjs.
import { findProgram } from "../../scripts/ensure-program.mjs";

// The start-up check that refuses a pooler the sync's session lock cannot live behind, against a real PgBouncer in
// front of the run's Postgres: refused in transaction mode, accepted in session mode and on Postgres itself.

const started: { child: ChildProcess; dir: string }[] = [];
afterAll(() => {
  for (const { child, dir } of started) {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** PgBouncer in `mode` before the run's Postgres (as the `postgres` user when we are root: it refuses root). */
async function pgbouncer(mode: "transaction" | "session"): Promise<string> {
  const binary = findProgram("pgbouncer") as string | undefined;
  expect(binary, "PgBouncer is missing: npm test installs it (scripts/ensure-program.mjs)").toBeTruthy();
  const postgres = new URL(inject("postgresUrl"));
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "hedge-desk-pgbouncer-"));
  const config = path.join(dir, "pgbouncer.ini");
  writeFileSync(
    config,
    [
      "[databases]",
      `* = host=${postgres.hostname} port=${postgres.port} user=${postgres.username}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = any",
      `pool_mode = ${mode}`,
      "default_pool_size = 4",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, uidOf("postgres"), 0);
  const child = spawn(binary!, [...(asRoot ? ["-u", "postgres"] : []), config], { stdio: "ignore" });
  started.push({ child, dir });
  const url = `postgres://${postgres.username}@127.0.0.1:${port}${postgres.pathname}`;
  for (let tries = 0; tries < 100; tries += 1) {
    const pool = new Pool({ connectionString: url, max: 1 });
    const up = await pool.query("select 1").then(
      () => true,
      () => false,
    );
    await pool.end();
    if (up) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PgBouncer (${mode}) did not answer on ${port}`);
}

function uidOf(user: string): number {
  return Number(execFileSync("id", ["-u", user]).toString().trim());
}

async function check(url: string): Promise<boolean> {
  const pool = new Pool({ connectionString: url, max: 10 });
  try {
    return await sessionsAreOwn(pool);
  } finally {
    await pool.end();
  }
}

describe("the sync's session lock needs a session of its own", () => {
  it("holds on Postgres itself", async () => {
    expect(await check(inject("postgresUrl"))).toBe(true);
  });

  it("holds behind PgBouncer in session mode", async () => {
    expect(await check(await pgbouncer("session"))).toBe(true);
  }, 30_000);

  it("is refused behind PgBouncer in transaction mode", async () => {
    expect(await check(await pgbouncer("transaction"))).toBe(false);
  }, 30_000);
});
