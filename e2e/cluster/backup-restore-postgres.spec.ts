import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { launchServer, type Server } from "../../scripts/launch.mjs";
import { waitForBook } from "../support/book";
import { dbCli } from "../support/db-cli";
import { pageAs, pendingApproval, trailRows } from "../support/pending-approval";

// The worst day on Postgres: a backup taken while an instance runs its scheduled sync, the instance stopped, its
// database dropped and created empty, the backup restored (then db:migrate, as the restore says), the instance started
// again. Staff sign in, the trail's chain holds with the same rows, the book and a pending approval are back. An
// instance and a database of its own, so the other cluster specs' instances never see it.

const root = path.resolve(import.meta.dirname, "../..");
const postgresUrl = process.env.CLUSTER_POSTGRES_URL;
const port = Number((process.env.CLUSTER_SPARE_PORTS ?? "").split(",")[2]);
const baseURL = `http://127.0.0.1:${port}`;
const dir = path.join(root, ".tmp", "cluster", "backup-restore");
const reason = "Backed up, wiped and restored (Postgres cluster test)";

test.use({ baseURL });

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function count(url: string, table: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

function start(url: string, sync: boolean): Server {
  const canaries = JSON.parse(readFileSync(path.join(root, "e2e", "canaries.json"), "utf8")) as Record<string, string>;
  return launchServer({
    port,
    group: true,
    logFile: path.join(dir, `instance-${Date.now()}.log`),
    env: {
      ...canaries,
      DATABASE_URL: url,
      DATA_DIR: path.join(dir, "unused-data"),
      HEDGING_API_BASE_URL: "",
      APP_URL: baseURL,
      HEDGING_SYNC_ENABLED: sync ? "1" : "0",
      HEDGING_SYNC_START_DELAY_SECONDS: "0",
      HEDGING_SYNC_RATE_PER_SECOND: "50",
      LOG_LEVEL: "warn",
    },
  });
}

test("Postgres: backup while running → stop → wipe → restore → start: staff, the trail, the book and approvals are back", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  expect(postgresUrl, "run by 'npm run test:cluster', which passes a Postgres").toBeTruthy();
  expect(port, "run by 'npm run test:cluster', which passes a third spare port").toBeGreaterThan(0);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = `backup_restore_${Date.now()}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = Object.assign(new URL(postgresUrl!), { pathname: `/${database}` }).toString();
  const backupFile = path.join(dir, "desk.backup");

  let server = start(url, true);
  let legs: number;
  let backedUp: string;
  try {
    await server.ready();
    const viewer = await pageAs(browser, baseURL, "viewer");
    legs = await waitForBook(viewer, 1);
    await viewer.context().close();
    await pendingApproval(browser, baseURL, request, reason);

    const backup = dbCli("db-backup", ["--out", backupFile], dir, url);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain("Postgres, with pg_dump");
    backedUp = backup.output;
    expect(trailRows(backedUp)).toBeGreaterThan(0);
    // Into a database that is not empty, a restore is refused and changes nothing.
    const refused = dbCli("db-restore", ["--in", backupFile], dir, url);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("The database is not empty");
  } catch (error) {
    console.error(`[backup-restore] the instance:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop("SIGTERM", 10_000);
  }

  // Wiped: the database dropped and created again, empty.
  await admin(`DROP DATABASE ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const restored = dbCli("db-restore", ["--in", backupFile], dir, url);
  expect(restored.status, restored.output).toBe(0);
  expect(restored.output).toContain(`The audit trail's chain holds: ${trailRows(backedUp)} rows.`);
  expect(await count(url, "audit_events")).toBe(trailRows(backedUp));
  // The book as the backup's snapshot held it (the sync went on reading after the desk was first looked at).
  const bookLegs = Number(/book_legs (\d+)/.exec(backedUp)?.[1]);
  expect(bookLegs).toBeGreaterThanOrEqual(legs);
  expect(await count(url, "book_legs")).toBe(bookLegs);
  const migrated = dbCli("db-migrate", [], dir, url);
  expect(migrated.status, migrated.output).toBe(0);

  // The sync off: whatever the book shows now came back from the backup.
  server = start(url, false);
  try {
    await server.ready();
    const page = await pageAs(browser, baseURL, "admin");
    expect(await waitForBook(page, legs, 10_000)).toBeGreaterThanOrEqual(legs);
    await page.goto("/approvals");
    await expect(page.getByText(reason)).toBeVisible();
    await page.goto("/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
    await page.context().close();
    // The chain still holds after the restored trail went on (the sign-ins above added to it).
    const verified = dbCli("audit-verify", [], dir, url);
    expect(verified.status, verified.output).toBe(0);
    const rows = Number(/holds: (\d+) rows/.exec(verified.output)?.[1]);
    expect(rows).toBeGreaterThan(trailRows(backedUp));
  } catch (error) {
    console.error(`[backup-restore] the restored instance:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop("SIGTERM", 10_000);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  }
});
