import { demoEmail, expect, signIn, test } from "./fixtures";
import { ownDataDir, ownPort, startOwnServer } from "./support/own-server";
import { runSqlOnStoppedServer } from "./support/pglite-sql";

/**
 * The trail's hash chain checked in the background: /audit says up to which row and when, the metrics say whether it
 * holds, and a row edited by hand while the server was down is named by the next check after it starts again.
 */
const port = ownPort(35);
const metricsPort = ownPort(91);
const dataDir = ownDataDir("audit-chain-schedule", { fresh: true });
const env = { AUDIT_CHAIN_CHECK_INTERVAL_SECONDS: "1", METRICS_PORT: String(metricsPort) };
const metric = async (name: string) => {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);
};

test.use({ baseURL: `http://127.0.0.1:${port}` });

test("the background check says how far the chain holds, and names a row edited by hand", async ({ page }) => {
  test.setTimeout(240_000);
  let server = await startOwnServer({ port, dataDir, env });
  try {
    // Two rows at least: a refused sign-in, then the admin's own.
    const refused = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: `http://127.0.0.1:${port}` },
      data: { email: demoEmail("admin"), password: "not-the-password" },
    });
    expect(refused.status()).toBe(401);
    await signIn(page, demoEmail("admin"));
    await page.goto("/audit");
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/Tamper check: the chain was verified up to row [1-9]\d* on /)).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect.poll(() => metric("hedge_desk_audit_chain_ok"), { timeout: 30_000 }).toBe(1);
  } finally {
    await server.stop();
    await test.info().attach("first server's output", { body: server.output() });
  }

  // As the owner could: the append-only trigger lifted for one edit of the trail's second row.
  runSqlOnStoppedServer({
    dataDir,
    sql: `DO $$ BEGIN
      ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete;
      UPDATE audit_events SET staff_email = 'someone-else@example.test' WHERE chain_seq = 2;
      ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete;
    END $$`,
  });

  server = await startOwnServer({ port, dataDir, env });
  try {
    // Signed in still: the session is in the same database.
    await expect(async () => {
      await page.goto("/audit");
      await expect(page.getByRole("alert").filter({ hasText: "Tamper check" })).toHaveText(
        /the chain is broken, row \d+: its content does not match its hash \(the row was changed\)/,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 60_000 });
    await expect.poll(() => metric("hedge_desk_audit_chain_ok"), { timeout: 30_000 }).toBe(0);
    expect(server.output()).toMatch(/audit: the trail's hash chain is broken: row \d+: its content does not match/);
  } finally {
    await server.stop();
    await test.info().attach("second server's output", { body: server.output() });
  }
});
