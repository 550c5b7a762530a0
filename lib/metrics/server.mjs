import http from "node:http";
import { UNCOUNTED } from "./http-requests.mjs";
import { contentType, scrape } from "./registry.mjs";

/** A port of its own, never the app's, so no proxy in front of the app can hand the metrics to a browser. */
export function metricsConfigFromEnv(env = process.env) {
  const port = env.METRICS_PORT?.trim();
  if (!port) return null;
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535)
    throw new Error(`METRICS_PORT must be a port number (1-65535), not "${port}"`);
  if (port === (env.PORT ?? "3000").trim())
    throw new Error("METRICS_PORT must differ from PORT: the metrics are not served on the app's port");
  return { port: Number(port), host: env.METRICS_HOST?.trim() || "127.0.0.1" };
}

/** GET /metrics in Prometheus's text format; anything else 404. Resolves once listening. */
export async function startMetricsServer({ port, host }) {
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found: the metrics are at /metrics\n");
      return;
    }
    scrape().then(
      (text) => response.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(text),
      (error) => {
        console.error("[hedge-desk] metrics scrape failed", error);
        response.writeHead(500, { "Content-Type": "text/plain" }).end("The metrics could not be gathered\n");
      },
    );
  });
  server[UNCOUNTED] = true;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.unref();
  return server;
}
