import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// "Refresh this customer now": on the trail, within each person's limit (counted on the trail), one read each.
const { dataDir, upstream } = await startActionsUpstream("customer-refresh-limit");

const { refreshCustomer, REFRESH_LIMIT } = await import("@/lib/customers/refresh");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");
const { and, eq } = await import("drizzle-orm");

afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const operator = { id: "u-op", email: "operator@hedge-desk.test" };
const admin = { id: "u-admin", email: "admin@hedge-desk.test" };

describe("refreshing a customer", () => {
  it("reads it and says so on the trail, up to the limit per person; past it, refuses without a call", async () => {
    const db = await getDb();
    const customerId = (
      (await (await fetch(`${upstream.baseUrl}/customers`, { headers: basic() })).json()) as {
        customers: { id: string; status: string }[];
      }
    ).customers.find((customer) => customer.status === "Approved")!.id;
    const ask = (actor: typeof operator) =>
      refreshCustomer(db, { customerId, actor, requestId: "req", clientAddress: "203.0.113.9", withCustomer: false });

    const outcomes = [];
    for (let i = 0; i < REFRESH_LIMIT.refreshes; i += 1) outcomes.push(await ask(operator));
    expect(outcomes).toEqual(Array(REFRESH_LIMIT.refreshes).fill("done"));
    const calls = upstream.requests.length;
    expect(await ask(operator)).toBe("limited");
    expect(upstream.requests.length).toBe(calls); // refused before any call
    expect(await ask(admin)).toBe("done"); // per person

    const trail = await db
      .select({ outcome: auditEvents.outcome, errorKind: auditEvents.errorKind, customerId: auditEvents.customerId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "customerRefreshed"), eq(auditEvents.staffUserId, operator.id)))
      .orderBy(auditEvents.id);
    expect(trail.map((row) => row.outcome)).toEqual([...Array(REFRESH_LIMIT.refreshes).fill("recorded"), "refused"]);
    expect(trail.at(-1)).toEqual({ outcome: "refused", errorKind: "rate-limited", customerId });
  });

  it("counts two clicks at once under one lock: never more than the limit pass", async () => {
    const db = await getDb();
    const someone = { id: "u-twice", email: "twice@hedge-desk.test" };
    const customerId = "c0000000-0000-4000-8000-00000000ffff"; // the service answers 404: the read fails, the limit still counts
    const outcomes = await Promise.all(
      Array.from({ length: REFRESH_LIMIT.refreshes + 3 }, () =>
        refreshCustomer(db, { customerId, actor: someone, requestId: "r", clientAddress: null, withCustomer: false }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "limited")).toHaveLength(3);
  });
});

function basic() {
  return { Authorization: `Basic ${Buffer.from("sandbox-partner:sandbox-secret").toString("base64")}` };
}
