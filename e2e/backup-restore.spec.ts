import { rmSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { expect, test, type Role } from "./fixtures";
import { waitForBook } from "./support/book";
import { dbCli } from "./support/db-cli";
import { SYNC_AT_ONCE, ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { pageAs as pageAsOn, pendingApproval, trailRows } from "./support/pending-approval";

/**
 * A backup taken while the server runs, then the worst day: the server stopped, its data folder wiped, the backup
 * restored, the server started again. Staff sign in, the trail's chain holds with the same rows, the book and a
 * pending approval are back.
 */
const port = ownPort(37);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = ownDataDir("backup-restore", { fresh: true });
const backupFile = path.join(ownDataDir("backup-restore-files", { fresh: true }), "desk.backup");
const reason = "Backed up, wiped and restored (e2e)";

test.use({ baseURL });

const pageAs = (browser: Browser, role: Role) => pageAsOn(browser, baseURL, role);

test("backup while running → stop → wipe → restore → start: staff, the trail, the book and approvals are back", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  let server: OwnServer = await startOwnServer({ port, dataDir, env: SYNC_AT_ONCE });
  let legs: number;
  let backedUp: string;
  try {
    const viewer = await pageAs(browser, "viewer");
    legs = await waitForBook(viewer, 1);
    await viewer.context().close();
    await pendingApproval(browser, baseURL, request, reason);

    const backup = dbCli("db-backup", ["--out", backupFile], dataDir);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain("taken by the running server");
    backedUp = backup.output;
    expect(trailRows(backedUp)).toBeGreaterThan(0);
    // A second backup never replaces the first.
    const again = dbCli("db-backup", ["--out", backupFile], dataDir);
    expect(again.status).toBe(1);
    expect(again.output).toContain("exists already: a backup never replaces a file");
    // A restore while the server holds the folder is refused, and changes nothing.
    const refused = dbCli("db-restore", ["--in", backupFile], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/is in use by another process \(pid \d+\).*Nothing was changed\./s);
  } finally {
    await server.stop();
  }

  rmSync(dataDir, { recursive: true, force: true });
  const restored = dbCli("db-restore", ["--in", backupFile], dataDir);
  expect(restored.status, restored.output).toBe(0);
  expect(restored.output).toContain(`The audit trail's chain holds: ${trailRows(backedUp)} rows.`);

  // The sync off: whatever the book shows now came back from the backup.
  server = await startOwnServer({ port, dataDir, env: { HEDGING_SYNC_ENABLED: "0" } });
  try {
    const admin = await pageAs(browser, "admin");
    expect(await waitForBook(admin, legs, 10_000)).toBe(legs);
    await admin.goto("/approvals");
    await expect(admin.getByText(reason)).toBeVisible();
    await admin.goto("/audit");
    await expect(admin.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
    await admin.context().close();
  } finally {
    await server.stop();
  }
});
