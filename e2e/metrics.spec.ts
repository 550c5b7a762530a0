import { readFileSync } from "node:fs";
import path from "node:path";
import { demoEmail, expect, signIn, test } from "./fixtures";
import { SYNC_AT_ONCE, ownPort, ownServerForFile } from "./support/own-server";
import { startPrometheus, type Prometheus } from "./support/prometheus";
import { sandboxAuth } from "./support/sandbox-auth";

/**
 * The metrics as operations engineers read them: a real Prometheus (Debian's) scrapes the metrics port of a production
 * server while staff use it, and its query API answers for a page's requests, the hedging service's latency and the
 * book's age. Then one scrape, parsed: no label carries an id.
 */
const metricsPort = ownPort(90);
ownServerForFile("metrics", 33, { ...SYNC_AT_ONCE, METRICS_PORT: String(metricsPort) });
let prometheus: Prometheus | undefined;

/** The alert rules docs/deploying.md gives operations engineers, loaded as they would load them. */
function documentedRules(): string {
  const doc = readFileSync(path.resolve(import.meta.dirname, "..", "docs", "deploying.md"), "utf8");
  const block = /```yaml\n(groups:[\s\S]*?)```/.exec(doc);
  if (!block) throw new Error("docs/deploying.md has no alert rules (a ```yaml block starting with groups:)");
  return block[1]!;
}

test.beforeAll(async () => {
  prometheus = await startPrometheus({
    port: ownPort(80),
    target: `127.0.0.1:${metricsPort}`,
    rules: documentedRules(),
  });
});
test.afterAll(async () => {
  await prometheus?.stop();
});

const value = async (expression: string) => (await prometheus!.query(expression))[0]?.value ?? null;

test("Prometheus scrapes a page's requests, the hedging service's latency and the book's age", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const refused = await request.post("/api/auth/sign-in/email", {
    headers: { origin: `http://127.0.0.1:${ownPort(33)}` },
    data: { email: demoEmail("viewer"), password: "not-the-password" },
  });
  expect(refused.status()).toBe(401);
  await signIn(page, demoEmail("viewer"));
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await page.goto("/customers");
    expect(response?.status()).toBe(200);
  }

  const poll = (expression: string) =>
    expect.poll(() => value(expression), { message: expression, timeout: 30_000, intervals: [500] });
  await poll(
    'sum(hedge_desk_http_request_duration_seconds_count{route="/customers",method="GET",status_class="2xx"})',
  ).toBeGreaterThanOrEqual(3);
  // Each visit read the customers list once from the hedging service: a latency bucket holds them all.
  const listCalls =
    'hedge_desk_upstream_request_duration_seconds_bucket{operation="listCustomers",caller="interactive",status_class="2xx",le="10"}';
  await poll(listCalls).toBeGreaterThanOrEqual(3);
  expect(await value(listCalls.replace('le="10"', 'le="+Inf"'))).toBe(await value(listCalls));
  await poll(
    'sum(hedge_desk_server_action_duration_seconds_count{action="signIn",outcome="redirect"})',
  ).toBeGreaterThanOrEqual(1);
  await poll('hedge_desk_sign_in_failures_total{step="password",reason="refused"}').toBeGreaterThanOrEqual(1);
  // The book: the sync's first pass ended, so its age is known, and how many calls it spent.
  await poll('hedge_desk_book_sync_passes_total{status="succeeded"}').toBeGreaterThanOrEqual(1);
  await poll("hedge_desk_book_last_complete_pass_age_seconds").toBeGreaterThanOrEqual(0);
  await poll("hedge_desk_book_oldest_read_age_seconds").toBeGreaterThan(0);
  expect(await value("hedge_desk_book_sync_calls_total")).toBeGreaterThan(0);
  expect(await value("count(hedge_desk_book_class_oldest_read_age_seconds)")).toBeGreaterThanOrEqual(1);
  expect(await value("hedge_desk_book_customers_never_read")).toBe(0);
  // The process's own: memory and event-loop delay.
  expect(await value("process_resident_memory_bytes")).toBeGreaterThan(0);
  expect(await value("nodejs_eventloop_lag_p99_seconds")).not.toBeNull();
});

test("the alert rules in docs/deploying.md load and evaluate against the app's metrics", async () => {
  const rules = () => prometheus!.rules();
  await expect
    .poll(async () => (await rules()).map((rule) => `${rule.name}: ${rule.health}`), { timeout: 20_000 })
    .toEqual([
      "HedgeDeskUpstreamErrors: ok",
      "HedgeDeskBookBehind: ok",
      "HedgeDeskApprovalsExpiring: ok",
      "HedgeDeskAuditChainBroken: ok",
      "HedgeDeskInstanceDown: ok",
    ]);
});

test("no label carries an id: customers, dual hedges, staff or requests stay in the trail and the logs", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, demoEmail("viewer"));
  // Pages whose paths hold ids, and a 404 for a made-up one.
  const customers = (await (await request.get("/sandbox/v1/customers", { headers: sandboxAuth })).json()).customers as {
    id: string;
  }[];
  const ids = customers.slice(0, 3).map((customer) => customer.id);
  for (const id of ids) expect((await page.goto(`/customers/${id}/dual-hedges`))?.status()).toBe(200);
  const madeUp = "00000000-0000-4000-8000-00000000beef";
  expect((await page.goto(`/customers/${madeUp}/dual-hedges`))?.status()).toBe(404);
  ids.push(madeUp);

  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const samples = parseSamples(text);
  expect(samples.length).toBeGreaterThan(100);
  const labelValues = [...new Set(samples.flatMap((sample) => Object.values(sample.labels)))];
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
  expect(labelValues.filter((label) => uuid.test(label) || ids.some((id) => label.includes(id)))).toEqual([]);
  expect(labelValues.filter((label) => label.includes("@"))).toEqual([]); // no staff email either

  // Every route label is one of the build's templates (or Next's files, or "other"): visited ids became templates.
  const routes = new Set(samples.flatMap((sample) => (sample.labels.route ? [sample.labels.route] : [])));
  expect(routes).toContain("/customers/[customerId]/dual-hedges");
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "..", ".next", "routes-manifest.json"), "utf8"),
  ) as { staticRoutes: { page: string }[]; dynamicRoutes: { page: string }[] };
  const templates = new Set([
    ...manifest.staticRoutes.map((route) => route.page),
    ...manifest.dynamicRoutes.map((route) => route.page),
    "/_next/static",
    "/_next/image",
    "other",
  ]);
  expect([...routes].filter((route) => !templates.has(route))).toEqual([]);
});

/** Prometheus's text format, one sample a line: `name{label="value",…} number`, values with \", \\ and \n escaped. */
function parseSamples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const label of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
        labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, escaped: string) => (escaped === "n" ? "\n" : escaped));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}
