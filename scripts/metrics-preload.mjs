// Imported by scripts/next-start.mjs before it creates its server (or `node --import` before Next's bin, after the
// peer-address preload): with METRICS_PORT set, its port opens and every answer of the app's server is counted.
import { createRequire } from "node:module";
import { recordHttpRequests } from "../lib/metrics/http-requests.mjs";
import { collectProcessMetrics } from "../lib/metrics/registry.mjs";
import { metricsConfigFromEnv, startMetricsServer } from "../lib/metrics/server.mjs";

// METRICS_PORT may live in .env: read the files as Next will (it keeps what is already set).
const { loadEnvConfig } = createRequire(import.meta.resolve("next/package.json"))("@next/env");
loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });

const config = metricsConfigFromEnv();
if (config) {
  collectProcessMetrics();
  recordHttpRequests();
  await startMetricsServer(config);
  console.log(`[hedge-desk] metrics: http://${config.host}:${config.port}/metrics`);
}
