import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { manualClock, openTestDatabase, testApp } from "@/test/sandbox/support/app";

// "updated_at" pages from a numbering that writes keep: after each kind of write, every day's pages must still be exactly the
// dual hedges with a leg updated that day, in list order, with the right total. Scale 3 gives one account 120 dual hedges.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = ReturnType<typeof testApp>["call"];

const TODAY = "2026-11-20"; // a Friday: drawdowns and early settlements quote
const clock = manualClock(`${TODAY}T10:00:00Z`);

async function json(res: Response, status = 200): Promise<Json> {
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

function scenario(calls: () => [Call, Call], database: () => Database) {
  let customerId: string;
  const call = (...args: Parameters<Call>) => calls()[0](...args);
  const path = (query: string) => `/customers/${customerId}/dual-hedges?${query}`;

  async function all(): Promise<Json[]> {
    const duals: Json[] = [];
    for (let page = 1; ; page++) {
      const body = await json(await call("GET", path(`per_page=100&page=${page}`)));
      duals.push(...body.dualHedges);
      if (duals.length >= body.pagination.totalResults) return duals;
    }
  }

  /** Every day's filter, paged 7 at a time, against the full list filtered here; and the stored numbering is 1..n. */
  async function expectEveryDayExact() {
    const duals = await all();
    const days = new Set(duals.flatMap((dual) => dual.hedges.map((leg: Json) => leg.updatedAt as string)));
    for (const day of days) {
      const expected = duals
        .filter((dual) => dual.hedges.some((leg: Json) => leg.updatedAt === day))
        .map((dual) => dual.id);
      const got: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 7); page++) {
        const body = await json(await call("GET", path(`per_page=7&page=${page}&updated_at=${day}`)));
        expect(body.pagination.totalResults, day).toBe(expected.length);
        got.push(...body.dualHedges.map((dual: Json) => dual.id));
      }
      expect(got, day).toEqual(expected);
    }
    const { rows } = (await database().db.execute(
      sql`SELECT updated_at::text AS day, array_agg(day_position ORDER BY dual_list_position) AS positions
            FROM sandbox_update_days WHERE customer_id = ${customerId} GROUP BY updated_at`,
    )) as unknown as { rows: { day: string; positions: number[] }[] };
    expect(new Set(rows.map((row) => row.day))).toEqual(days);
    for (const row of rows) expect(row.positions.map(Number), row.day).toEqual(row.positions.map((_, i) => i + 1));
  }

  /** Active dual hedges whose two legs were last updated on one past day, deepest in the list first. */
  async function quietActive(): Promise<Json[]> {
    const duals = await all();
    return duals
      .filter((dual) =>
        dual.hedges.every(
          (leg: Json) =>
            leg.status === "Active" && leg.updatedAt === dual.hedges[0].updatedAt && leg.updatedAt !== TODAY,
        ),
      )
      .reverse();
  }

  const drawdown = async (via: Call, leg: Json) => {
    const base = `/customers/${customerId}/hedges/${leg.id}/drawdown`;
    const proposal = await json(await via("POST", `${base}/quote`, { body: { [leg.fixedSide]: 100 } }));
    return () => via("POST", `${base}/accept`, { body: { drawdownProposalId: proposal.id } });
  };
  const settle = async (via: Call, leg: Json) => {
    const base = `/customers/${customerId}/hedges/${leg.id}/early-settlement`;
    const proposal = await json(await via("POST", `${base}/quote`));
    return () => via("POST", `${base}/accept`, { body: { earlySettlementProposalId: proposal.id } });
  };
  const cancel = (via: Call, dual: Json) =>
    via("POST", `/customers/${customerId}/dual-hedges/${dual.id}/cancel`, { body: { reason: "Customer request" } });

  beforeAll(async () => {
    const { customers } = await json(await call("GET", "/customers?per_page=1"));
    customerId = customers[0].id; // the large account
    expect((await all()).length).toBe(120);
  });

  it("numbers the seeded days", expectEveryDayExact);

  it("moves a cancelled dual hedge from its old day to today", async () => {
    const [target] = await quietActive();
    await json(await cancel(calls()[0], target!));
    await expectEveryDayExact();
  });

  it("keeps a dual hedge on its old day while one leg is still there, and drops it when neither is", async () => {
    const [target] = await quietActive();
    await json(await (await drawdown(calls()[0], target!.hedges[0]))());
    await expectEveryDayExact();
    await json(await (await settle(calls()[0], target!.hedges[1]))());
    await expectEveryDayExact();
  });

  it("stays exact when writes on both legs of one dual hedge, and on another, run at once", async () => {
    const [first, second] = await quietActive();
    const [a, b] = calls();
    const accepts = [
      await drawdown(a, first!.hedges[0]),
      await settle(b, first!.hedges[1]),
      await drawdown(b, second!.hedges[1]),
    ];
    const answers = await Promise.all([...accepts.map((accept) => accept()), cancel(a, second!)]);
    // Both legs of the first change; of the second, the cancel always succeeds and the drawdown only if it came first.
    expect(answers.map((res) => res.status)).toEqual([
      200,
      200,
      expect.toSatisfy((s: number) => s === 200 || s === 412),
      200,
    ]);
    await expectEveryDayExact();
  });
}

describe("update-day numbering on PGlite", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let call: Call;
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ call } = testApp(database, clock, { seedScale: 3 }));
  }, 120_000);
  afterAll(() => database?.dispose());
  scenario(
    () => [call, call],
    () => database,
  );
});

const baseUrl = inject("postgresUrl");

// Two pools stand for two processes, so the writes above really run at once.
describe("update-day numbering on Postgres, two processes", () => {
  let dropDatabase: (() => Promise<void>) | undefined;
  let databases: Database[] = [];
  let calls: [Call, Call];
  beforeAll(async () => {
    const { url, drop } = await createPostgresDatabase(baseUrl, "sandbox_update_days");
    dropDatabase = drop;
    databases = [await openDatabase({ url, dataDir: "unused" }), await openDatabase({ url, dataDir: "unused" })];
    calls = [
      testApp(databases[0]!, clock, { seedScale: 3 }).call,
      testApp(databases[1]!, clock, { seedScale: 3 }).call,
    ];
  }, 120_000);
  afterAll(async () => {
    for (const database of databases) await database.close();
    await dropDatabase?.();
  });
  scenario(
    () => calls,
    () => databases[0]!,
  );
});
