import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routeTemplates } from "./route-template.mjs";
import { metricsConfigFromEnv } from "./server.mjs";

const dist = mkdtempSync(path.join(tmpdir(), "hedge-desk-routes-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(
  path.join(dist, "routes-manifest.json"),
  JSON.stringify({
    staticRoutes: [{ page: "/" }, { page: "/customers" }],
    dynamicRoutes: [
      { page: "/customers/[customerId]/dual-hedges", regex: "^/customers/([^/]+?)/dual\\-hedges(?:/)?$" },
      { page: "/sandbox/v1/[[...path]]", regex: "^/sandbox/v1(?:/(.+?))?(?:/)?$" },
    ],
  }),
);

describe("a request's route template, never its path", () => {
  const templateOf = routeTemplates(dist);
  it.each([
    ["/", "/"],
    ["/customers?page=2&q=acme", "/customers"],
    ["/customers/", "/customers"],
    ["/customers/1f0c4a1e-0000-4000-8000-000000000001/dual-hedges?page=3", "/customers/[customerId]/dual-hedges"],
    ["/customers/abc/dual-hedges.rsc", "/customers/[customerId]/dual-hedges"],
    ["/customers.segments/_tree.segment.rsc", "/customers"],
    ["/index.rsc", "/"],
    ["/sandbox/v1/customers/abc", "/sandbox/v1/[[...path]]"],
    ["/_next/static/chunks/app-1234.js", "/_next/static"],
    ["/customers/abc/dual-hedges/def/nothing-here", "other"],
    ["/wp-login.php", "other"],
  ])("%s → %s", (url, template) => expect(templateOf(url)).toBe(template));

  it("without a build, every path is other", () => {
    expect(routeTemplates(path.join(dist, "missing"))("/customers")).toBe("other");
  });
});

describe("the metrics port", () => {
  it("is off unless METRICS_PORT is set, and on loopback unless METRICS_HOST says otherwise", () => {
    expect(metricsConfigFromEnv({})).toBeNull();
    expect(metricsConfigFromEnv({ METRICS_PORT: "9464" })).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(metricsConfigFromEnv({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.11" })).toEqual({
      port: 9464,
      host: "10.0.0.11",
    });
  });

  it("refuses a value that is not a port, and the app's own port", () => {
    expect(() => metricsConfigFromEnv({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => metricsConfigFromEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => metricsConfigFromEnv({ METRICS_PORT: "3000" })).toThrow(/must differ from PORT/);
    expect(() => metricsConfigFromEnv({ METRICS_PORT: "3001", PORT: "3001" })).toThrow(/must differ from PORT/);
  });
});
