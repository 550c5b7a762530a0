import { demoEmail, expect, signIn, test } from "./fixtures";
import { startOtlpReceiver, type ReceivedSpan } from "./support/otlp-receiver";
import { ownPort, ownServerForFile } from "./support/own-server";
import { listCustomers } from "./support/sandbox";

/**
 * Traces as an operations engineer's collector receives them: a page that reads the hedging service twice is one
 * trace, Next's span for the page at its root and one child span per call, with the call's operation, status and
 * request id; health checks send nothing.
 */
const otlpPort = ownPort(85);
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
test.beforeAll(async () => {
  receiver = await startOtlpReceiver(otlpPort);
});
test.afterAll(async () => {
  await receiver?.close();
});
const server = ownServerForFile("traces", 41, {
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
  OTEL_BSP_SCHEDULE_DELAY: "200",
  LOG_LEVEL: "info",
});

test("a page with two calls to the hedging service: one trace, a child span per call", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, demoEmail("viewer"));
  const customer = (await listCustomers(request)).items[0]!;
  const path = `/customers/${customer.id}/dual-hedges`;
  for (let n = 0; n < 3; n += 1) expect((await request.get("/api/health/ready")).status()).toBe(200);
  expect((await page.goto(path))?.status()).toBe(200);

  const calls = () =>
    receiver.spans.filter((span) => span.name === "hedging getCustomer" || span.name === "hedging listDualHedges");
  await expect.poll(() => new Set(calls().map((span) => span.name)).size, { timeout: 30_000 }).toBe(2);
  const [first, second] = [
    calls().find((s) => s.name === "hedging getCustomer")!,
    calls().find((s) => s.name === "hedging listDualHedges")!,
  ];
  expect(second.traceId).toBe(first.traceId);

  // Each call's span hangs under the page's: follow the parents up to the trace's root, Next's span for the page.
  // A parent ends after its children, so it may arrive in a later batch: wait until every ancestor has come.
  const ancestorMissing = (span: ReceivedSpan) => {
    const byId = new Map(receiver.spans.map((received) => [received.spanId, received]));
    for (let at: ReceivedSpan | undefined = span; at?.parentSpanId; at = byId.get(at.parentSpanId)) {
      if (!byId.has(at.parentSpanId)) return `the parent of ${at.name}`;
    }
    return "none";
  };
  await expect.poll(() => ancestorMissing(first), { timeout: 30_000 }).toBe("none");
  await expect.poll(() => ancestorMissing(second), { timeout: 30_000 }).toBe("none");
  const byId = new Map(receiver.spans.map((span) => [span.spanId, span]));
  const rootOf = (span: ReceivedSpan) => {
    let at = span;
    while (at.parentSpanId) at = byId.get(at.parentSpanId)!;
    return at;
  };
  const root = rootOf(first);
  expect(rootOf(second)).toBe(root);
  expect(root.attributes).toMatchObject({ "next.span_type": "BaseServer.handleRequest", "http.target": path });
  const trail = receiver.spans.filter((span) => span.traceId === root.traceId).map((span) => span.name);
  expect(trail).toContain("render route (app) /customers/[customerId]/dual-hedges");
  for (const call of [first, second]) {
    expect(call.parentSpanId).not.toBe("");
    expect(call.attributes).toMatchObject({
      "hedging.operation": call.name.replace("hedging ", ""),
      "hedging.status": "2xx",
      "http.response.status_code": 200,
      "http.request.method": "GET",
    });
    expect(call.attributes["hedging.request_id"]).toMatch(/^[0-9a-f-]{36}$/);
  }
  // The call's log line carries its trace: the same request id, the same trace id.
  const line = server()
    .output()
    .split("\n")
    .find((entry) => entry.includes(`"requestId":"${first.attributes["hedging.request_id"]}"`));
  expect(line).toContain(`"traceId":"${first.traceId}"`);
  // Health checks are not traced.
  expect(receiver.spans.filter((span) => span.name.includes("/api/health"))).toEqual([]);
});
