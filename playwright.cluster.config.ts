import { defineConfig } from "@playwright/test";
import mainConfig from "./playwright.config";

/**
 * The cluster specs (e2e-cluster/): run by scripts/test-cluster.mjs (`npm run test:cluster`), which
 * starts Postgres, two app instances and nginx first and passes their addresses. Same browser and
 * settings as the main suite; no webServer: the script owns the servers.
 */
const baseURL = process.env.CLUSTER_BASE_URL;
if (!baseURL || !process.env.CLUSTER_INSTANCE_URLS) {
  throw new Error("Run the cluster specs with 'npm run test:cluster': it starts the cluster they need.");
}

export default defineConfig({
  ...mainConfig,
  testDir: "./e2e-cluster",
  outputDir: "./test-results/cluster",
  timeout: 90_000,
  // The JSON report is what scripts/test.mjs counts for the "N passed, N failed" line.
  reporter: [["list"], ["json", { outputFile: ".tmp/reports/playwright-cluster.json" }]],
  use: { ...mainConfig.use, baseURL },
  webServer: undefined,
});
