import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, openTestDatabase, testApp } from "@/test/sandbox/support/app";
import { isIntactLeg, isUsableLeg } from "@/lib/sandbox/production-profile/choose";
import { nonV4Form, toStoredId } from "@/lib/sandbox/production-profile/wire-ids";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const clock = manualClock("2026-11-20T10:00:00Z");
const NON_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-3][0-9a-f]{3}-[0-9a-f]{12}$/;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let production: ReturnType<typeof testApp>;
let documentApp: ReturnType<typeof testApp>;
/** Per Approved demo customer: its id as the production profile sends it, and its dual-hedge list answer. */
let lists: { customerId: string; list: Json; document: Json }[];

async function json(res: Response, status: number): Promise<Json> {
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const missingOrNull = (o: Json) => Object.values(o).some((v) => v === null) || Object.keys(o).length < 8;

beforeAll(async () => {
  database = await openTestDatabase();
  production = testApp(database, clock, { profile: "production" });
  documentApp = testApp(database, clock);
  const customers = await json(await production.call("GET", "/customers?per_page=100"), 200);
  expect(Array.isArray(customers.customers)).toBe(true);
  const approved = (await json(await documentApp.call("GET", "/customers?per_page=100"), 200)).customers.filter(
    (c: Json) => c.status === "Approved",
  );
  lists = [];
  for (const { id } of approved) {
    const wireId = customers.customers.find((c: Json) => toStoredId(c.id) === id).id as string;
    const list = await json(await production.call("GET", `/customers/${wireId}/dual-hedges?per_page=100`), 200);
    const document = await json(await documentApp.call("GET", `/customers/${id}/dual-hedges?per_page=100`), 200);
    lists.push({ customerId: wireId, list, document });
  }
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

describe("the sandbox in the production profile", () => {
  it("keeps the essential fields of every customer and dual hedge answer", async () => {
    const customers = await json(await production.call("GET", "/customers?per_page=100"), 200);
    expect(customers.customers).toHaveLength(12);
    for (const c of customers.customers) expect(typeof c.id).toBe("string");
    for (const { list, document } of lists) {
      expect(list.dualHedges.map((d: Json) => toStoredId(d.id))).toEqual(document.dualHedges.map((d: Json) => d.id));
      for (const dual of list.dualHedges) for (const leg of dual.hedges ?? []) expect(typeof leg.id).toBe("string");
    }
  });

  it("deviates across the demo data: one leg, missing and null fields, non-v4 ids, extra fields, odd pagination", () => {
    const duals = lists.flatMap(({ list }) => list.dualHedges as Json[]);
    const legs = duals.flatMap((d) => (d.hedges ?? []) as Json[]);
    expect(duals.some((d) => d.hedges?.length === 1)).toBe(true);
    expect(duals.some((d) => !("hedges" in d) || d.hedges === null)).toBe(true);
    expect(duals.some((d) => missingOrNull(d))).toBe(true);
    expect(legs.some((l) => Object.keys(l).length < 29)).toBe(true);
    expect(
      legs.some((l) => Object.values(l).includes(null) && l.status !== "Cancelled" && l.status !== "Completed"),
    ).toBe(true);
    expect(duals.some((d) => NON_V4.test(d.id))).toBe(true);
    expect(legs.some((l) => NON_V4.test(l.id))).toBe(true);
    expect(duals.some((d) => "extraFields" in d) && legs.some((l) => "unknownField" in l)).toBe(true);
    expect(duals.some((d) => "quote" in d && !("rate" in d))).toBe(true);
    const paginations = lists.map(({ list }) => list.pagination);
    expect(
      paginations.some(
        (p) => p === undefined || p === null || Object.values(p).some((v) => v === null || !Number.isInteger(v)),
      ),
    ).toBe(true);
  });

  it("shows an object the same way in its list and its own answer, and on every reload", async () => {
    for (const { customerId, list } of lists.slice(0, 3)) {
      for (const dual of list.dualHedges.slice(0, 3)) {
        const got = await json(await production.call("GET", `/customers/${customerId}/dual-hedges/${dual.id}`), 200);
        expect(got).toEqual(dual);
      }
      expect(
        await json(await production.call("GET", `/customers/${customerId}/dual-hedges?per_page=100`), 200),
      ).toEqual(list);
    }
  });

  it("leaves every Approved customer at least two Active legs the money flows can use", async () => {
    for (const { customerId, list } of lists) {
      const usable = (list.dualHedges as Json[]).flatMap((d) => (d.hedges ?? []) as Json[]).filter(isUsableLeg);
      expect(usable.length, customerId).toBeGreaterThanOrEqual(2);
      // Every leg shown as Active carries the flow fields.
      for (const dual of list.dualHedges)
        for (const leg of dual.hedges ?? []) if (leg.status === "Active") expect(isUsableLeg(leg)).toBe(true);
    }
    const intact = lists
      .flatMap(({ list }) => (list.dualHedges as Json[]).flatMap((d) => (d.hedges ?? []) as Json[]))
      .filter((l) => isIntactLeg(l.id));
    expect(intact.length).toBeGreaterThan(10);
    for (const leg of intact) expect(Object.keys(leg).length).toBeGreaterThan(29);
  });

  it("takes non-v4 ids from answers back on paths and in bodies: get, drawdown quote → accept → get, cancel", async () => {
    const withNonV4 = lists.find(({ list }) =>
      list.dualHedges.some((d: Json) => NON_V4.test(d.id) && d.hedges?.every((l: Json) => l.status === "Active")),
    );
    expect(withNonV4).toBeDefined();
    const { customerId, list } = withNonV4!;
    const dual = list.dualHedges.find(
      (d: Json) => NON_V4.test(d.id) && d.hedges?.every((l: Json) => l.status === "Active"),
    );
    await json(await production.call("GET", `/customers/${customerId}/dual-hedges/${dual.id}`), 200);

    const leg = (dual.hedges as Json[]).find(isUsableLeg)!;
    const legPath = `/customers/${customerId}/hedges/${nonV4Form(toStoredId(leg.id))}/drawdown`;
    const proposal = await json(
      await production.call("POST", `${legPath}/quote`, { body: { [leg.fixedSide]: 10 } }),
      200,
    );
    expect(typeof proposal.id).toBe("string");
    expect(typeof proposal.validUntilTs).toBe("number");
    const accepted = await json(
      await production.call("POST", `${legPath}/accept`, {
        body: { drawdownProposalId: nonV4Form(toStoredId(proposal.id)) },
      }),
      200,
    );
    if (typeof accepted.id === "string") await json(await production.call("GET", `${legPath}/${accepted.id}`), 200);

    const cancelPath = `/customers/${customerId}/dual-hedges/${dual.id}/cancel`;
    const cancelled = await production.call("POST", cancelPath, { body: { reason: "production profile test" } });
    expect(cancelled.status).toBe(200);
    const again = await json(await production.call("POST", cancelPath, { body: { reason: "again" } }), 412);
    // Error bodies are never varied.
    expect(again).toEqual({
      message: "Can't perform this action",
      reason: "Supplied object is in *Cancelled* state, which prevents performing this action",
    });
  });

  it("quotes and accepts an early settlement on a usable leg", async () => {
    const { customerId, list } = lists[1]!;
    const leg = (list.dualHedges as Json[])
      .flatMap((d) => (d.hedges ?? []) as Json[])
      .filter(isUsableLeg)
      .at(-1)!;
    const base = `/customers/${customerId}/hedges/${leg.id}/early-settlement`;
    const proposal = await json(await production.call("POST", `${base}/quote`), 200);
    expect(typeof proposal.id).toBe("string");
    expect(typeof proposal.validUntilTs).toBe("number");
    expect(
      (await production.call("POST", `${base}/accept`, { body: { earlySettlementProposalId: proposal.id } })).status,
    ).toBe(200);
  });

  it("varies the mutation answers by the proposal or dual hedge id: some lack fields, some are {}", async () => {
    // Accept answers over many drawdowns of one leg: the choice is by proposal id, so they differ.
    const { customerId, list } = lists.find(({ list: l }) =>
      (l.dualHedges as Json[]).some((d) => (d.hedges ?? []).some((x: Json) => isUsableLeg(x) && x[x.fixedSide] > 1000)),
    )!;
    const leg = (list.dualHedges as Json[])
      .flatMap((d) => (d.hedges ?? []) as Json[])
      .find((x) => isUsableLeg(x) && x[x.fixedSide] > 1000)!;
    const base = `/customers/${customerId}/hedges/${leg.id}/drawdown`;
    const shapes = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const proposal = await json(
        await production.call("POST", `${base}/quote`, { body: { [leg.fixedSide]: 10 } }),
        200,
      );
      const answer = await json(
        await production.call("POST", `${base}/accept`, { body: { drawdownProposalId: proposal.id } }),
        200,
      );
      shapes.add(Object.keys(answer).length === 0 ? "{}" : `${Object.keys(answer).length}`);
    }
    expect(shapes.size).toBeGreaterThan(1);
  }, 60_000);

  it("answers errors as the document does, and keeps the spot's deprecation headers", async () => {
    const { customerId } = lists[0]!;
    const missing = await json(
      await production.call("GET", `/customers/${customerId}/dual-hedges/00000000-0000-4000-8000-000000000000`),
      404,
    );
    expect(Object.keys(missing).sort()).toEqual(["message", "reason"]);
    const conversions = await json(await production.call("GET", "/conversions?per_page=5"), 200);
    expect(conversions.conversions).toHaveLength(5);
    const spot = await production.call("GET", `/spots/${conversions.conversions[0].id}`);
    expect(spot.status).toBe(200);
    expect(spot.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(((await spot.json()) as Json).id).toBe(conversions.conversions[0].id);
  });

  it("leaves the document profile as it was: strict bodies, v4 ids only", async () => {
    for (const { document } of lists) {
      for (const dual of document.dualHedges) {
        expect(dual.hedges).toHaveLength(2);
        expect(dual.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/);
        expect(Object.keys(dual)).toEqual([
          "id",
          "issuedAt",
          "customerId",
          "functionalCurrency",
          "fromCurrency",
          "toCurrency",
          "rate",
          "hedges",
        ]);
      }
    }
  });
});

describe("conversions known only as spots (production profile)", () => {
  it("some listed conversions answer 404 on /conversions/{id} and 200 on the deprecated /spots/{id}; none in the document profile", async () => {
    const list = await json(await production.call("GET", "/conversions?per_page=100"), 200);
    const ids = (list.conversions as Json[]).map((c) => c.id as string);
    const statuses = await Promise.all(
      ids.map(async (id) => [id, (await production.call("GET", `/conversions/${id}`)).status] as const),
    );
    const spotOnly = statuses.filter(([, status]) => status === 404).map(([id]) => id);
    expect(spotOnly.length).toBeGreaterThan(0);
    expect(spotOnly.length).toBeLessThan(ids.length);
    for (const id of spotOnly) {
      expect((await production.call("GET", `/spots/${id}`)).status).toBe(200);
      expect((await documentApp.call("GET", `/conversions/${toStoredId(id)}`)).status).toBe(200);
    }
  });
});
