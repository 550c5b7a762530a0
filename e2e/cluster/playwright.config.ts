import path from "node:path";
import { defineConfig } from "@playwright/test";
import mainConfig from "../../playwright.config";

/**
 * The cluster specs: run by scripts/test-cluster.mjs (`npm run test:cluster`), which starts Postgres,
 * two app instances and nginx first and passes their addresses; so no webServer here.
 */
const root = path.resolve(import.meta.dirname, "../..");
const baseURL = process.env.CLUSTER_BASE_URL;
if (!baseURL || !process.env.CLUSTER_INSTANCE_URLS) {
  throw new Error("Run the cluster specs with 'npm run test:cluster': it starts the cluster they need.");
}

export default defineConfig({
  ...mainConfig,
  testDir: import.meta.dirname,
  testIgnore: [],
  outputDir: path.join(root, "test-results", "cluster"),
  timeout: 90_000,
  reporter: [["list"], ["json", { outputFile: path.join(root, ".tmp", "reports", "playwright-cluster.json") }]],
  use: { ...mainConfig.use, baseURL },
  webServer: undefined,
});
