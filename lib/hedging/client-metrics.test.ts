import "server-only";
import { describe, expect, it } from "vitest";
import { metricsRegistry } from "@/lib/metrics/registry.mjs";
import * as body from "./testing/bodies";
import { serverPerTest } from "./testing/server-per-test";

const served = serverPerTest();
const { ID } = body;

/** One sample's value from the process's registry, as a scrape would show it (0 when absent). */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const metric =
    metricsRegistry().getSingleMetric(name) ??
    metricsRegistry().getSingleMetric(name.replace(/_(bucket|count|sum)$/, ""));
  const values = (await metric?.get())?.values ?? [];
  const found = values.find(
    (value) =>
      ((value as { metricName?: string }).metricName ?? name) === name &&
      Object.entries(labels).every(([key, expected]) => String(value.labels[key]) === expected),
  );
  return found?.value ?? 0;
}

const calls = (operation: string, status_class: string, caller = "interactive") =>
  sample("hedge_desk_upstream_request_duration_seconds_count", { operation, status_class, caller });

describe("every attempt at the hedging service is counted by operation and status class, never by path", () => {
  it("a read answered 503 then 200 counts one 5xx, one 2xx and one retry", async () => {
    const before = { five: await calls("getDualHedge", "5xx"), two: await calls("getDualHedge", "2xx") };
    const retries = await sample("hedge_desk_upstream_retries_total", { operation: "getDualHedge" });
    const { client } = await served.serve((_request, index) =>
      index === 0 ? { status: 503, json: { message: "busy" } } : { status: 200, json: body.dualHedge() },
    );
    await client.getDualHedge({ customerId: ID.customer, dualHedgeId: ID.dualHedge });
    expect(await calls("getDualHedge", "5xx")).toBe(before.five + 1);
    expect(await calls("getDualHedge", "2xx")).toBe(before.two + 1);
    expect(await sample("hedge_desk_upstream_retries_total", { operation: "getDualHedge" })).toBe(retries + 1);
  });

  it("a call with no answer in its budget counts a timeout", async () => {
    const timeouts = await sample("hedge_desk_upstream_timeouts_total", { operation: "getCustomer" });
    const { client } = await served.serve(() => "hang", { timeoutMs: 150, retryDelaysMs: [] });
    await expect(client.getCustomer({ customerId: ID.customer })).rejects.toMatchObject({ status: "timeout" });
    expect(await sample("hedge_desk_upstream_timeouts_total", { operation: "getCustomer" })).toBe(timeouts + 1);
    expect(await calls("getCustomer", "timeout")).toBeGreaterThanOrEqual(1);
  });

  it("background work is told apart, and an unreadable 2xx is bad_response", async () => {
    const before = await calls("listConversions", "bad_response", "background");
    const { client } = await served.serve(() => ({ status: 200, json: { conversions: "not a list" } }), {
      caller: "background",
    });
    await expect(client.listConversions()).rejects.toMatchObject({ status: "bad-response" });
    expect(await calls("listConversions", "bad_response", "background")).toBe(before + 1);
  });
});
