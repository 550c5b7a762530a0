import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A start against a real hedging service (never called here): env first, then our modules.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-real-service-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
process.env.HEDGING_API_BASE_URL = "https://hedging.invalid/v1";
process.env.HEDGING_API_CLIENT_ID = "live-partner";
process.env.HEDGING_API_CLIENT_SECRET = "live-secret";
process.env.BETTER_AUTH_SECRET = "real-service-defaults-test-secret".padEnd(48, "x");
process.env.APP_URL = "http://desk.example.com";

const { prepareStaffSignIn } = await import("@/lib/auth/startup");
const { insecureAppUrlRefusal } = await import("@/lib/auth/app-url");
const { readTwoFactorRequirement } = await import("@/lib/settings/security-settings");
const { openDatabase } = await import("@/lib/db");
const { closeDatabase, getDb } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");

const root = path.resolve(import.meta.dirname, "..", "..");
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("with a real hedging service", () => {
  it("the start stops, in one line, while APP_URL is plain http and not loopback", async () => {
    await expect(prepareStaffSignIn()).rejects.toThrow(
      /^APP_URL is http:\/\/desk\.example\.com: with a real hedging service it must start with https:\/\//,
    );
    expect(insecureAppUrlRefusal("https://desk.example.com")).toBeNull();
    for (const loopback of ["http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"])
      expect(insecureAppUrlRefusal(loopback)).toBeNull();
    for (const plain of ["http://10.0.0.5:3000", "http://desk.example.com", "http://localhost.example.com"])
      expect(insecureAppUrlRefusal(plain)).not.toBeNull();
  }, 120_000);

  it("two-factor is required for operators and admins until an admin says otherwise (the sandbox: optional)", async () => {
    const db = await getDb();
    expect(await readTwoFactorRequirement(db)).toEqual({ requireTwoFactor: true });
    expect(await readTwoFactorRequirement(db, false)).toEqual({ requireTwoFactor: false });
  });

  it("npm run two-factor:requirement -- --optional relaxes it, on the trail", async () => {
    const own = mkdtempSync(path.join(tmpdir(), "hedge-desk-two-factor-cli-"));
    try {
      const run = spawnSync(
        process.execPath,
        [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/two-factor-requirement.ts", "--optional"],
        { cwd: root, env: { ...process.env, DATA_DIR: own, LOG_LEVEL: "silent" }, encoding: "utf8" },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain("Two-factor sign-in is now optional for operators and admins.");
      const database = await openDatabase({ dataDir: own });
      try {
        expect(await readTwoFactorRequirement(database.db, true)).toEqual({ requireTwoFactor: false });
        const rows = await database.db.select().from(auditEvents);
        expect(rows.map((row) => [row.action, row.outcome, row.staffEmail, row.targetIds])).toEqual([
          ["setTwoFactorRequirement", "recorded", "cli (two-factor:requirement)", { requireTwoFactor: "false" }],
        ]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }, 120_000);
});
