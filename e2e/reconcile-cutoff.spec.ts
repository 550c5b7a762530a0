import { expect, test } from "./fixtures";
import { npmStart } from "./support/npm-start";
import { ownDataDir, ownPort } from "./support/own-server";

/** A reconciliation cut-off no longer than an upstream call could mark a call still under way `unknown`: the server refuses to start. */
const port = ownPort(11);
const dataDir = ownDataDir("reconcile-cutoff", { fresh: true });

test("a cut-off shorter than the hedging service's timeout stops the server at start with what to change", async () => {
  test.setTimeout(300_000);
  const refused = npmStart({
    port,
    dataDir,
    env: { HEDGING_API_TIMEOUT_MS: "180000", AUDIT_RECONCILE_AFTER_MINUTES: "2" },
  });
  const code = await refused.exited;
  expect(code, refused.output()).not.toBe(0);
  expect(refused.output()).toContain(
    "AUDIT_RECONCILE_AFTER_MINUTES=2 is too short for HEDGING_API_TIMEOUT_MS=180000: a call still waiting for the hedging service's answer would be marked unknown. " +
      "Set AUDIT_RECONCILE_AFTER_MINUTES to 4 or more (the timeout plus 30 s), or lower HEDGING_API_TIMEOUT_MS.",
  );
});
