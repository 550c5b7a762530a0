import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, openTestDatabase, testApp } from "@/test/sandbox/support/app";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const clock = manualClock("2026-11-20T10:00:00Z"); // a Friday
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let sandbox: ReturnType<typeof testApp>;
let customerId: string;
let legs: Json[];

async function json(res: Response, status: number): Promise<Json> {
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

function activeLeg(predicate: (leg: Json) => boolean = () => true): Json {
  const leg = legs.find((l) => l.status === "Active" && predicate(l));
  if (!leg) throw new Error("no such Active leg in the demo data");
  return leg;
}

beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = testApp(database, clock, { proposalTtlSeconds: 120 });
  // Many first requests at once: the data is seeded exactly once.
  const lists = await Promise.all(Array.from({ length: 5 }, () => sandbox.call("GET", "/customers?per_page=100")));
  const bodies = await Promise.all(lists.map((res) => json(res, 200)));
  expect(bodies.map((b) => b.pagination.totalResults)).toEqual([12, 12, 12, 12, 12]);
  customerId = bodies[0]!.customers.find((c: Json) => c.status === "Approved").id;
  const duals = await json(await sandbox.call("GET", `/customers/${customerId}/dual-hedges?per_page=100`), 200);
  legs = duals.dualHedges.flatMap((d: Json) => d.hedges);
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

describe("sandbox app", () => {
  it("serves the OpenAPI document without credentials, paths relative to /sandbox/v1", async () => {
    const doc = await json(await sandbox.call("GET", "/openapi.json", { key: "none" }), 200);
    expect(doc.servers).toEqual([{ url: "/sandbox/v1" }]);
    expect(Object.keys(doc.paths)).toHaveLength(13);
    expect(doc.paths["/spots/{spotId}"].get.deprecated).toBe(true);
    expect(doc.components.schemas.Hedge.additionalProperties).toBe(false);
  });

  it("answers 401 with an Error body and a Basic challenge", async () => {
    const res = await sandbox.call("GET", "/customers", { key: "none" });
    expect(res.headers.get("www-authenticate")).toMatch(/^Basic /);
    expect(Object.keys(await json(res, 401)).sort()).toEqual(["message", "reason"]);
  });

  it("checks in order 403 → 451 → 404 → 422 (shape) → 412 → 422 (amount rules)", async () => {
    const leg = activeLeg();
    const unknown = "00000000-0000-4000-8000-000000000000";
    const bad = { rawBody: "{nope" };
    const quote = (hedgeId: string) => `/customers/${customerId}/hedges/${hedgeId}/drawdown/quote`;
    await json(await sandbox.call("POST", quote(unknown), { ...bad, key: "readonly", ip: "999.1.1.1" }), 403);
    expect(
      Object.keys(await json(await sandbox.call("POST", quote(unknown), { ...bad, ip: "999.1.1.1" }), 451)),
    ).toEqual(["message"]);
    await json(await sandbox.call("POST", quote(unknown), bad), 404);
    const shape = await json(await sandbox.call("POST", quote(leg.id), bad), 422);
    expect(shape.reason).toContain("malformed JSON");
    const cancelled = legs.find((l) => l.status === "Cancelled");
    const wrongSide = leg.fixedSide === "toCurrencyAmount" ? "fromCurrencyAmount" : "toCurrencyAmount";
    if (cancelled) {
      const state = await json(await sandbox.call("POST", quote(cancelled.id), { body: { [wrongSide]: 1 } }), 412);
      expect(state.reason).toBe("Supplied object is in *Cancelled* state, which prevents performing this action");
    }
    const rule = await json(await sandbox.call("POST", quote(leg.id), { body: { [wrongSide]: 100 } }), 422);
    expect(rule.reason).toMatch(/^wrong_side: /);
  });

  it("quotes, accepts and reads back a drawdown, and refuses a second accept", async () => {
    const leg = activeLeg();
    const base = `/customers/${customerId}/hedges/${leg.id}/drawdown`;
    const proposal = await json(await sandbox.call("POST", `${base}/quote`, { body: { [leg.fixedSide]: 100 } }), 200);
    expect(proposal).toMatchObject({ endAt: "2026-11-20", settlementAt: "2026-11-23", quote: leg.quote });
    expect(proposal.validUntilTs).toBe(clock.nowTs() + 120);
    expect(proposal.beforeHedgeState[leg.fixedSide]).toBe(leg[leg.fixedSide]);
    const drawdown = await json(
      await sandbox.call("POST", `${base}/accept`, { body: { drawdownProposalId: proposal.id } }),
      200,
    );
    expect(drawdown).toMatchObject({ hedgeId: leg.id, status: "InProcess", afterHedgeState: proposal.afterHedgeState });
    expect(drawdown).not.toHaveProperty("validUntilTs");
    expect(await json(await sandbox.call("GET", `${base}/${drawdown.id}`, { ip: null }), 200)).toEqual(drawdown);
    const again = await json(
      await sandbox.call("POST", `${base}/accept`, { body: { drawdownProposalId: proposal.id } }),
      412,
    );
    expect(again.reason).toContain("*Accepted*");

    clock.advance(3 * 86_400); // Monday: settled
    expect((await json(await sandbox.call("GET", `${base}/${drawdown.id}`), 200)).status).toBe("Completed");
    clock.advance(-3 * 86_400);
  });

  it("refuses an expired proposal and a stale one, leaving the leg as it was", async () => {
    const leg = activeLeg((l) => l.id !== legs.find((x) => x.status === "Active")?.id);
    const base = `/customers/${customerId}/hedges/${leg.id}/drawdown`;
    const quote = () => sandbox.call("POST", `${base}/quote`, { body: { [leg.fixedSide]: 50 } });
    const accept = (id: string) => sandbox.call("POST", `${base}/accept`, { body: { drawdownProposalId: id } });

    const expiring = await json(await quote(), 200);
    clock.advance(121);
    expect((await json(await accept(expiring.id), 412)).reason).toContain("*Expired*");
    clock.advance(-121);

    const first = await json(await quote(), 200);
    const second = await json(await quote(), 200);
    await json(await accept(first.id), 200);
    expect((await json(await accept(second.id), 412)).reason).toContain("changed after this proposal");
    const unknownDual = `/customers/${customerId}/dual-hedges/00000000-0000-4000-8000-000000000000`;
    expect((await json(await sandbox.call("GET", unknownDual), 404)).message).toBe("Dual hedge not found");
  });

  it("cancels a dual hedge once, then answers 412 naming Cancelled", async () => {
    const duals = await json(await sandbox.call("GET", `/customers/${customerId}/dual-hedges?per_page=100`), 200);
    const target = duals.dualHedges.find((d: Json) => d.hedges.every((h: Json) => h.status === "Active"));
    const path = `/customers/${customerId}/dual-hedges/${target.id}/cancel`;
    const done = await json(await sandbox.call("POST", path, { body: { reason: "Customer request" } }), 200);
    expect(done).toEqual({
      id: target.id,
      transactionId: done.transactionId,
      hedgeIds: target.hedges.map((h: Json) => h.id),
    });
    const again = await json(await sandbox.call("POST", path, { body: { reason: "Customer request" } }), 412);
    expect(again).toEqual({
      message: "Can't perform this action",
      reason: "Supplied object is in *Cancelled* state, which prevents performing this action",
    });
    const after = await json(await sandbox.call("GET", `/customers/${customerId}/dual-hedges/${target.id}`), 200);
    for (const leg of after.hedges)
      expect(leg).toMatchObject({ status: "Cancelled", cancelledAt: "2026-11-20", updatedAt: "2026-11-20" });
  });

  it("settles a leg early: quote, accept, Completed with nothing remaining", async () => {
    const fresh = await json(await sandbox.call("GET", `/customers/${customerId}/dual-hedges?per_page=100`), 200);
    legs = fresh.dualHedges.flatMap((d: Json) => d.hedges);
    const leg = activeLeg((l) => l.updatedAt !== "2026-11-20");
    const base = `/customers/${customerId}/hedges/${leg.id}/early-settlement`;
    const proposal = await json(await sandbox.call("POST", `${base}/quote`, { ip: null }), 200);
    expect(Object.keys(proposal).sort()).toEqual([
      "fromCurrencyAmount",
      "hedgeId",
      "id",
      "quote",
      "toCurrencyAmount",
      "validUntilTs",
    ]);
    expect(proposal[leg.fixedSide]).toBe(leg[leg.fixedSide]);
    const settled = await json(
      await sandbox.call("POST", `${base}/accept`, { body: { earlySettlementProposalId: proposal.id } }),
      200,
    );
    expect(settled).toMatchObject({
      id: leg.id,
      status: "Completed",
      completedAt: "2026-11-20",
      fromCurrencyAmount: 0,
      toCurrencyAmount: 0,
    });
    expect(settled.completedAtTs).toBe(clock.nowTs());
    expect((await json(await sandbox.call("POST", `${base}/quote`), 412)).reason).toContain("*Completed*");
  });

  it("marks the spot endpoint deprecated", async () => {
    const list = await json(await sandbox.call("GET", "/conversions?per_page=1"), 200);
    const id = list.conversions[0].id;
    const res = await sandbox.call("GET", `/spots/${id}`);
    expect(await json(res, 200)).toEqual(list.conversions[0]);
    expect(res.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(res.headers.get("sunset")).toBe("Thu, 15 Jul 2027 00:00:00 GMT");
    expect(res.headers.get("link")).toBe(`</sandbox/v1/conversions/${id}>; rel="successor-version"`);
  });

  it("injects failures on request, but never on the OpenAPI document", async () => {
    const flaky = testApp(database, clock, { failureRate: 1 });
    const failed = await json(await flaky.call("GET", "/customers"), 503);
    expect(Object.keys(failed).sort()).toEqual(["message", "reason"]);
    await json(await flaky.call("GET", "/openapi.json", { key: "none" }), 200);
  });
});
