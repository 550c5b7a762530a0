import { subscribe } from "node:diagnostics_channel";
import client from "prom-client";
import { sharedMetric } from "./registry.mjs";
import { routeTemplates } from "./route-template.mjs";

export const HTTP_REQUEST_SECONDS = "hedge_desk_http_request_duration_seconds";
const METHODS = new Set(["GET", "HEAD", "POST"]);
const KEY = Symbol.for("hedge-desk.http-request-metrics");
/** Set on a server whose own requests are not counted (the metrics endpoint's). */
export const UNCOUNTED = Symbol.for("hedge-desk.uncounted-server");

/** "2xx" … "5xx": the class, never the exact status, keeps the label set small. */
export function statusClass(status) {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

/** Timed through Node's own diagnostics channels, so nothing wraps Next's handler. */
export function recordHttpRequests({ distDir } = {}) {
  if (globalThis[KEY]) return;
  globalThis[KEY] = true;
  const templateOf = routeTemplates(distDir);
  const seconds = sharedMetric(
    HTTP_REQUEST_SECONDS,
    (registry) =>
      new client.Histogram({
        name: HTTP_REQUEST_SECONDS,
        help: "Requests answered, by route template (never a raw path), method and status class; seconds until the answer ended.",
        labelNames: ["route", "method", "status_class"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
  );
  const started = new WeakMap();
  subscribe("http.server.request.start", ({ request, server }) => {
    if (!server?.[UNCOUNTED]) started.set(request, performance.now());
  });
  subscribe("http.server.response.finish", ({ request, response }) => {
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    seconds.observe(
      {
        route: templateOf(request.url ?? "/"),
        method: METHODS.has(request.method) ? request.method : "other",
        status_class: statusClass(response.statusCode),
      },
      (performance.now() - at) / 1000,
    );
  });
}
