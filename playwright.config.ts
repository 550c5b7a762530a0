import { defineConfig, devices } from "@playwright/test";
// @ts-expect-error: a plain .mjs script shared with scripts/test.mjs and the benchmark's Lighthouse.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/ensure-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  // The cluster specs need the cluster scripts/test-cluster.mjs starts: e2e/cluster/playwright.config.ts.
  testIgnore: ["**/e2e/cluster/**"],
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // The JSON report is what scripts/test.mjs counts for the "N passed, N failed" line.
  reporter: [["list"], ["json", { outputFile: ".tmp/reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    timezoneId: "Europe/London",
    locale: "en-GB",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }, // Debian's chromium, never a downloaded one
    },
  ],
  webServer: {
    // A production server on a fresh embedded database (scripts/e2e-server.mjs wipes it first, and builds when needed).
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    // Long enough for the build it makes first when .next is stale or not the canary build.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
