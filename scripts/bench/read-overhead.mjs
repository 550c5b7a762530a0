// Our hedging client's list read (auth header, deadline, capped read, zod, drift check) against a raw node:http GET of the same URL.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startNodeArgs } from "./server.mjs";

/**
 * Regression guards at 25 and 100 rows, not goals (docs/performance.md, "Budgets that measure what staff feel"): the
 * client's own work is near-constant while the raw GET it is divided by moves with the machine.
 */
export const READ_OVERHEAD_BUDGETS = { 25: 1.6, 100: 1.8 };

/**
 * In its own process under `react-server` and npm start's Node flags, as the app loads and runs lib/hedging. Not
 * spawnSync: a blocked event loop left the bench's pooled connections to the app stale, and the next part's first
 * fetch failed on one.
 */
export async function measureReadOverhead({ root, sandboxURL, clientSecret, customerId, count = 200, warmup = 20 }) {
  const run = await promisify(execFile)(
    process.execPath,
    [
      ...startNodeArgs(root),
      "--conditions",
      "react-server",
      "--import",
      "tsx",
      "scripts/bench/read-overhead-run.ts",
      customerId,
      String(count),
      String(warmup),
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn", // as the benchmarked app runs
        HEDGING_API_BASE_URL: `${sandboxURL}/sandbox/v1`,
        HEDGING_API_CLIENT_ID: "sandbox-partner",
        HEDGING_API_CLIENT_SECRET: clientSecret,
      },
    },
  ).catch((failed) => {
    const lines = (failed.stderr || failed.stdout || failed.message).trim().split("\n");
    throw new Error(`read-overhead-run.ts: ${lines.find((line) => /Error/.test(line)) ?? lines.at(-1)}`);
  });
  return JSON.parse(run.stdout.trim().split("\n").at(-1)).map((row) => {
    const budget = READ_OVERHEAD_BUDGETS[row.perPage] ?? null;
    return { ...row, budget, pass: budget === null ? null : row.ratio <= budget };
  });
}
