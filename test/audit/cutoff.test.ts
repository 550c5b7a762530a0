import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-cutoff-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
process.env.HEDGING_API_TIMEOUT_MS = "180000";

const { checkReconcileCutoff } = await import("@/lib/audit/cutoff");
const { startAuditReconciliation } = await import("@/lib/process/audit-schedule");

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the reconciliation cut-off against the hedging service's timeout", () => {
  it("accepts a cut-off at least the timeout plus the margin, refuses a shorter one saying what to set", () => {
    expect(() => checkReconcileCutoff(2, 10_000)).not.toThrow();
    expect(() => checkReconcileCutoff(2, 90_000)).not.toThrow();
    expect(() => checkReconcileCutoff(2, 90_001)).toThrow(
      "AUDIT_RECONCILE_AFTER_MINUTES=2 is too short for HEDGING_API_TIMEOUT_MS=90001: a call still waiting for the hedging service's answer would be marked unknown. " +
        "Set AUDIT_RECONCILE_AFTER_MINUTES to 3 or more (the timeout plus 30 s), or lower HEDGING_API_TIMEOUT_MS.",
    );
  });

  it("stops the reconciliation from starting, before it touches the database, with the configured timeout", () => {
    expect(() => startAuditReconciliation({ soleInstance: true, afterMinutes: 2 })).toThrow(
      expect.objectContaining({
        name: "AuditConfigError",
        message: expect.stringContaining("HEDGING_API_TIMEOUT_MS=180000"),
      }),
    );
    // lib/db keeps its handle there: nothing was opened.
    expect((globalThis as { hedgeDeskDb?: unknown }).hedgeDeskDb).toBeUndefined();
  });
});
