import "server-only";
import { afterEach, describe, expect, it } from "vitest";
import * as body from "@/lib/hedging/testing/bodies";
import { testClient } from "@/lib/hedging/testing/client";
import { startServer, type Answer, type TestServer } from "@/lib/hedging/testing/server";
import { createUpstreamProbe } from "./upstream-probe";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function probeAgainst(answer: Answer, options: { deadlineMs?: number; now?: () => number } = {}) {
  server = await startServer(() => answer);
  const { client } = testClient(server.baseUrl, { timeoutMs: 10_000 });
  const probe = createUpstreamProbe({ read: (signal) => client.listCustomers({ perPage: 1, signal }), ...options });
  return { probe, received: server.received };
}

describe("the health check's upstream probe", () => {
  it("calls the service once for any number of health requests within 10 s", async () => {
    let clock = 1_000_000;
    const { probe, received } = await probeAgainst(
      { json: { customers: [body.customer], pagination: body.pagination } },
      { now: () => clock },
    );

    const together = await Promise.all(Array.from({ length: 50 }, () => probe()));
    for (let i = 0; i < 50; i += 1) {
      clock += 150; // 50 more, one every 150 ms: 7.5 s in all
      expect(await probe()).toBe("ok");
    }

    expect(together.every((state) => state === "ok")).toBe(true);
    expect(received.filter((request) => request.path === "/v1/customers")).toHaveLength(1);

    clock += 2_500; // 10 s after the first probe: the next request probes again
    expect(await probe()).toBe("ok");
    expect(received).toHaveLength(2);
  });

  it("reports a refusal with its status and an error as unreachable, also cached", async () => {
    const refused = await probeAgainst({ status: 401, json: { message: "Unauthorized" } });
    expect(await refused.probe()).toBe("refused (401)");
    expect(await refused.probe()).toBe("refused (401)");
    expect(refused.received).toHaveLength(1);
  });

  it("gives up after its deadline and closes the connection, not at the client's 10 s timeout", async () => {
    const { probe, received } = await probeAgainst("hang", { deadlineMs: 300 });

    const started = Date.now();
    expect(await probe()).toBe("unreachable");

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(received).toHaveLength(1);
    await expect.poll(() => server!.hanging(), { timeout: 2_000 }).toBe(0);
  });
});
